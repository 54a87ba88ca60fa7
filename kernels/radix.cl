// Small forward DFT butterflies shared by the FFT kernels (prepended to fft_local.cl and
// fft_passes.cl by the host). Forward means exp(-2*pi*i*j*k/R); inverse transforms are done
// as conj(FFT(conj(x))), so only one direction is needed here.

inline float2 cmul(float2 a, float2 b)
{
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

inline float2 conj_if(float2 a, int c)
{
    return c ? (float2)(a.x, -a.y) : a;
}

// a * (-i)
inline float2 mul_neg_i(float2 a)
{
    return (float2)(a.y, -a.x);
}

inline void dft2(float2* v)
{
    float2 t = v[0] - v[1];
    v[0] += v[1];
    v[1] = t;
}

inline void dft4(float2* v)
{
    float2 s02 = v[0] + v[2], d02 = v[0] - v[2];
    float2 s13 = v[1] + v[3], d13 = mul_neg_i(v[1] - v[3]);
    v[0] = s02 + s13;
    v[1] = d02 + d13;
    v[2] = s02 - s13;
    v[3] = d02 - d13;
}

#define PB_SQRT1_2 0.70710678118654752440f

inline void dft8(float2* v)
{
    float2 e[4] = { v[0], v[2], v[4], v[6] };
    float2 o[4] = { v[1], v[3], v[5], v[7] };
    dft4(e);
    dft4(o);
    // o[k] *= exp(-i*pi*k/4)
    float2 o1 = (float2)((o[1].x + o[1].y) * PB_SQRT1_2, (o[1].y - o[1].x) * PB_SQRT1_2);
    float2 o2 = mul_neg_i(o[2]);
    float2 o3 = (float2)((o[3].y - o[3].x) * PB_SQRT1_2, -(o[3].x + o[3].y) * PB_SQRT1_2);
    v[0] = e[0] + o[0];
    v[4] = e[0] - o[0];
    v[1] = e[1] + o1;
    v[5] = e[1] - o1;
    v[2] = e[2] + o2;
    v[6] = e[2] - o2;
    v[3] = e[3] + o3;
    v[7] = e[3] - o3;
}

// Odd prime radix R by pairing j with R-j: y[k] = A_k - i*B_k and y[R-k] = A_k + i*B_k,
// where A_k = v0 + sum (v_j + v_{R-j}) cos(2 pi jk/R), B_k = sum (v_j - v_{R-j}) sin(2 pi jk/R).
// cs[m] = cos(2 pi m/R), sn[m] = sin(2 pi m/R), m = 0..R-1.
#define PB_DFT_ODD(R, v, cs, sn)                                                   \
    do {                                                                           \
        float2 s_[(R - 1) / 2], d_[(R - 1) / 2];                                   \
        float2 y0_ = v[0];                                                         \
        for (int j_ = 1; j_ <= (R - 1) / 2; ++j_) {                                \
            s_[j_ - 1] = v[j_] + v[R - j_];                                        \
            d_[j_ - 1] = v[j_] - v[R - j_];                                        \
            y0_ += s_[j_ - 1];                                                     \
        }                                                                          \
        for (int k_ = 1; k_ <= (R - 1) / 2; ++k_) {                                \
            float2 a_ = v[0], b_ = (float2)(0.0f, 0.0f);                           \
            for (int j_ = 1; j_ <= (R - 1) / 2; ++j_) {                            \
                int m_ = (j_ * k_) % R;                                            \
                a_ += s_[j_ - 1] * cs[m_];                                         \
                b_ += d_[j_ - 1] * sn[m_];                                         \
            }                                                                      \
            v[k_] = (float2)(a_.x + b_.y, a_.y - b_.x);                            \
            v[R - k_] = (float2)(a_.x - b_.y, a_.y + b_.x);                        \
        }                                                                          \
        v[0] = y0_;                                                                \
    } while (0)

constant float pb_cos3[3] = { 1.0f, -0.5f, -0.5f };
constant float pb_sin3[3] = { 0.0f, 0.86602540378443864676f, -0.86602540378443864676f };
constant float pb_cos5[5] = { 1.0f, 0.30901699437494742410f, -0.80901699437494742410f,
                              -0.80901699437494742410f, 0.30901699437494742410f };
constant float pb_sin5[5] = { 0.0f, 0.95105651629515357212f, 0.58778525229247312917f,
                              -0.58778525229247312917f, -0.95105651629515357212f };
constant float pb_cos7[7] = { 1.0f, 0.62348980185873353053f, -0.22252093395631440429f,
                              -0.90096886790241912624f, -0.90096886790241912624f,
                              -0.22252093395631440429f, 0.62348980185873353053f };
constant float pb_sin7[7] = { 0.0f, 0.78183148246802980871f, 0.97492791218182360702f,
                              0.43388373911755812048f, -0.43388373911755812048f,
                              -0.97492791218182360702f, -0.78183148246802980871f };
constant float pb_cos11[11] = { 1.0f, 0.84125353283118116886f, 0.41541501300188642553f,
                                -0.14231483827328514044f, -0.65486073394528506406f,
                                -0.95949297361449738989f, -0.95949297361449738989f,
                                -0.65486073394528506406f, -0.14231483827328514044f,
                                0.41541501300188642553f, 0.84125353283118116886f };
constant float pb_sin11[11] = { 0.0f, 0.54064081745559758211f, 0.90963199535451837141f,
                                0.98982144188093273238f, 0.75574957435425828377f,
                                0.28173255684142969771f, -0.28173255684142969771f,
                                -0.75574957435425828377f, -0.98982144188093273238f,
                                -0.90963199535451837141f, -0.54064081745559758211f };
constant float pb_cos13[13] = { 1.0f, 0.88545602565320989100f, 0.56806474673115580251f,
                                0.12053668025532305335f, -0.35460488704253562597f,
                                -0.74851074817110109863f, -0.97094181742605202716f,
                                -0.97094181742605202716f, -0.74851074817110109863f,
                                -0.35460488704253562597f, 0.12053668025532305335f,
                                0.56806474673115580251f, 0.88545602565320989100f };
constant float pb_sin13[13] = { 0.0f, 0.46472317204376854566f, 0.82298386589365639458f,
                                0.99270887409805399280f, 0.93501624268541482344f,
                                0.66312265824079520238f, 0.23931566428755776715f,
                                -0.23931566428755776715f, -0.66312265824079520238f,
                                -0.93501624268541482344f, -0.99270887409805399280f,
                                -0.82298386589365639458f, -0.46472317204376854566f };

// R is a compile-time constant at every call site, so the switch folds away.
inline void butterfly(float2* v, const int R)
{
    switch (R) {
    case 2: dft2(v); break;
    case 3: PB_DFT_ODD(3, v, pb_cos3, pb_sin3); break;
    case 4: dft4(v); break;
    case 5: PB_DFT_ODD(5, v, pb_cos5, pb_sin5); break;
    case 7: PB_DFT_ODD(7, v, pb_cos7, pb_sin7); break;
    case 8: dft8(v); break;
    case 11: PB_DFT_ODD(11, v, pb_cos11, pb_sin11); break;
    case 13: PB_DFT_ODD(13, v, pb_cos13, pb_sin13); break;
    default: break;
    }
}
