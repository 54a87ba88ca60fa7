// Line FFTs shaped for CPUs (PoCL): one work-item transforms a strip of LANES lines at once,
// with the lines in the lanes of float8 vectors, so every butterfly is plain SIMD arithmetic
// with no barriers and no work-item-level vectorisation needed. (PoCL cannot vectorise
// across work-items through float2 arithmetic, and spills private arrays that live across
// barriers; see docs/performance.md.) A strip's passes ping-pong between two scratch
// areas of N x 64 bytes each, which stay in the core's cache, so the image crosses memory
// once per line transform: loaded at the start, stored at the end.
//
// Needs radix.cl before it (the odd-radix cosine/sine tables). Build options, set by the
// host plan: N line length; NP number of passes; R<p>, L<p> radix and span of pass p.
// Twiddles: tw[m] = exp(-2 pi i m / N), made in double precision on the host.
// Every kernel takes the strip count and strides over strips by the global size, so the
// scratch (4*N float8 per work-item) is sized by the number of work-items, not the image.

// Built with STRIP_GENERIC instead, N and the passes are every kernel's two last arguments
// (N, then the radices of the passes in order, one per 4 bits from the lowest, 0 after the
// last): one program for every length, built once per device, gives the first result of a
// size never seen before while that size's own program is built (fft.h, Specialisation).
#if defined(STRIP_GENERIC)
#define STRIP_PLAN_PARAMS , const int N, const ulong passes
#define STRIP_N_PARAM , const int N
#define STRIP_N_ARG , N
#define STRIP_FFT_PARAMS , const int N, const ulong passes
#define STRIP_FFT_ARGS , N, passes
#elif defined(NP)
#define STRIP_PLAN_PARAMS
#define STRIP_N_PARAM
#define STRIP_N_ARG
#define STRIP_FFT_PARAMS
#define STRIP_FFT_ARGS
#else
#error "fft_strip.cl needs the plan's -D options (N, NP, R0.., L0..) or STRIP_GENERIC"
#endif

#define LANES 8
// Lines are read and written BLOCK complex values (one 64-byte cache line) at a time: lines
// a power of two apart share cache sets, and element-at-a-time access would evict each line
// before its neighbours are used.
#define BLOCK 8
#define STRIP_MAX_RADIX 13
typedef float8 lanef;

// --- butterflies on split planes: re[j], im[j] hold element j of every lane --------------

inline void strip_dft2(lanef* re, lanef* im)
{
    const lanef tr = re[0] - re[1], ti = im[0] - im[1];
    re[0] += re[1];
    im[0] += im[1];
    re[1] = tr;
    im[1] = ti;
}

inline void strip_dft4(lanef* re, lanef* im)
{
    const lanef sr02 = re[0] + re[2], si02 = im[0] + im[2];
    const lanef dr02 = re[0] - re[2], di02 = im[0] - im[2];
    const lanef sr13 = re[1] + re[3], si13 = im[1] + im[3];
    const lanef dr13 = re[1] - re[3], di13 = im[1] - im[3];
    re[0] = sr02 + sr13;
    im[0] = si02 + si13;
    re[2] = sr02 - sr13;
    im[2] = si02 - si13;
    re[1] = dr02 + di13; // d02 - i d13
    im[1] = di02 - dr13;
    re[3] = dr02 - di13; // d02 + i d13
    im[3] = di02 + dr13;
}

#define STRIP_SQRT1_2 0.70710678118654752440f

inline void strip_dft8(lanef* re, lanef* im)
{
    lanef er[4] = { re[0], re[2], re[4], re[6] }, ei[4] = { im[0], im[2], im[4], im[6] };
    lanef od[4] = { re[1], re[3], re[5], re[7] }, oi[4] = { im[1], im[3], im[5], im[7] };
    strip_dft4(er, ei);
    strip_dft4(od, oi);
    // odd[k] *= exp(-i pi k / 4)
    const lanef o1r = (od[1] + oi[1]) * STRIP_SQRT1_2, o1i = (oi[1] - od[1]) * STRIP_SQRT1_2;
    const lanef o2r = oi[2], o2i = -od[2];
    const lanef o3r = (oi[3] - od[3]) * STRIP_SQRT1_2, o3i = -(od[3] + oi[3]) * STRIP_SQRT1_2;
    re[0] = er[0] + od[0]; im[0] = ei[0] + oi[0];
    re[4] = er[0] - od[0]; im[4] = ei[0] - oi[0];
    re[1] = er[1] + o1r;   im[1] = ei[1] + o1i;
    re[5] = er[1] - o1r;   im[5] = ei[1] - o1i;
    re[2] = er[2] + o2r;   im[2] = ei[2] + o2i;
    re[6] = er[2] - o2r;   im[6] = ei[2] - o2i;
    re[3] = er[3] + o3r;   im[3] = ei[3] + o3i;
    re[7] = er[3] - o3r;   im[7] = ei[3] - o3i;
}

// Odd prime radix by pairing j with R-j, as PB_DFT_ODD in radix.cl does for float2.
#define STRIP_DFT_ODD(R, re, im, cs, sn)                                           \
    do {                                                                           \
        lanef sr_[(R - 1) / 2], si_[(R - 1) / 2], dr_[(R - 1) / 2], di_[(R - 1) / 2]; \
        lanef y0r_ = re[0], y0i_ = im[0];                                          \
        for (int j_ = 1; j_ <= (R - 1) / 2; ++j_) {                                \
            sr_[j_ - 1] = re[j_] + re[R - j_];                                     \
            si_[j_ - 1] = im[j_] + im[R - j_];                                     \
            dr_[j_ - 1] = re[j_] - re[R - j_];                                     \
            di_[j_ - 1] = im[j_] - im[R - j_];                                     \
            y0r_ += sr_[j_ - 1];                                                   \
            y0i_ += si_[j_ - 1];                                                   \
        }                                                                          \
        for (int k_ = 1; k_ <= (R - 1) / 2; ++k_) {                                \
            lanef ar_ = re[0], ai_ = im[0], br_ = 0.0f, bi_ = 0.0f;                \
            for (int j_ = 1; j_ <= (R - 1) / 2; ++j_) {                            \
                const int m_ = (j_ * k_) % R;                                      \
                ar_ += sr_[j_ - 1] * cs[m_];                                       \
                ai_ += si_[j_ - 1] * cs[m_];                                       \
                br_ += dr_[j_ - 1] * sn[m_];                                       \
                bi_ += di_[j_ - 1] * sn[m_];                                       \
            }                                                                      \
            re[k_] = ar_ + bi_;                                                    \
            im[k_] = ai_ - br_;                                                    \
            re[R - k_] = ar_ - bi_;                                                \
            im[R - k_] = ai_ + br_;                                                \
        }                                                                          \
        re[0] = y0r_;                                                              \
        im[0] = y0i_;                                                              \
    } while (0)

inline void strip_butterfly(lanef* re, lanef* im, const int R)
{
    switch (R) {
    case 2: strip_dft2(re, im); break;
    case 3: STRIP_DFT_ODD(3, re, im, pb_cos3, pb_sin3); break;
    case 4: strip_dft4(re, im); break;
    case 5: STRIP_DFT_ODD(5, re, im, pb_cos5, pb_sin5); break;
    case 7: STRIP_DFT_ODD(7, re, im, pb_cos7, pb_sin7); break;
    case 8: strip_dft8(re, im); break;
    case 11: STRIP_DFT_ODD(11, re, im, pb_cos11, pb_sin11); break;
    case 13: STRIP_DFT_ODD(13, re, im, pb_cos13, pb_sin13); break;
    default: break;
    }
}

// --- passes over one strip in scratch: element n at [2n] (real parts), [2n+1] (imaginary) --

inline void strip_pass(global const lanef* restrict src, global lanef* restrict dst, const int R,
                       const int L, const int n, global const float2* restrict tw)
{
    const int B = n / R;       // butterflies
    const int S = n / (L * R); // twiddle-table stride
    for (int b = 0; b < B; ++b) {
        const int k = b % L;
        lanef re[STRIP_MAX_RADIX], im[STRIP_MAX_RADIX];
        for (int j = 0; j < R; ++j) {
            const lanef xr = src[2 * (b + j * B)], xi = src[2 * (b + j * B) + 1];
            if (j > 0 && L > 1) {
                const float2 w = tw[j * k * S];
                re[j] = xr * w.x - xi * w.y;
                im[j] = xr * w.y + xi * w.x;
            } else {
                re[j] = xr;
                im[j] = xi;
            }
        }
        strip_butterfly(re, im, R);
        const int o = (b - k) * R + k;
        for (int j = 0; j < R; ++j) {
            dst[2 * (o + j * L)] = re[j];
            dst[2 * (o + j * L) + 1] = im[j];
        }
    }
}

#ifdef STRIP_GENERIC
// A pass of a radix known only at run time, each radix's loop compiled with its radix fixed.
inline void strip_pass_any(global const lanef* restrict src, global lanef* restrict dst, const int R,
                           const int L, const int n, global const float2* restrict tw)
{
    switch (R) {
    case 2: strip_pass(src, dst, 2, L, n, tw); break;
    case 3: strip_pass(src, dst, 3, L, n, tw); break;
    case 4: strip_pass(src, dst, 4, L, n, tw); break;
    case 5: strip_pass(src, dst, 5, L, n, tw); break;
    case 7: strip_pass(src, dst, 7, L, n, tw); break;
    case 8: strip_pass(src, dst, 8, L, n, tw); break;
    case 11: strip_pass(src, dst, 11, L, n, tw); break;
    case 13: strip_pass(src, dst, 13, L, n, tw); break;
    default: break;
    }
}
#endif

#define STRIP_PASS(p)                                                              \
    do {                                                                           \
        strip_pass(cur, other, R##p, L##p, N, tw);                                    \
        global lanef* t_ = cur;                                                    \
        cur = other;                                                               \
        other = t_;                                                                \
    } while (0)

// Forward FFT of the strip loaded into `a` (`b` is the other scratch area); returns where
// the result is.
inline global lanef* strip_fft(global lanef* a, global lanef* b, global const float2* restrict tw STRIP_FFT_PARAMS)
{
    global lanef* cur = a;
    global lanef* other = b;
#ifdef STRIP_GENERIC
    int L = 1;
    for (ulong code = passes; code != 0; code >>= 4) {
        const int R = (int)(code & 15);
        strip_pass_any(cur, other, R, L, N, tw);
        global lanef* t = cur;
        cur = other;
        other = t;
        L *= R;
    }
#else
#if NP > 0
    STRIP_PASS(0);
#endif
#if NP > 1
    STRIP_PASS(1);
#endif
#if NP > 2
    STRIP_PASS(2);
#endif
#if NP > 3
    STRIP_PASS(3);
#endif
#if NP > 4
    STRIP_PASS(4);
#endif
#if NP > 5
    STRIP_PASS(5);
#endif
#if NP > 6
    STRIP_PASS(6);
#endif
#if NP > 7
    STRIP_PASS(7);
#endif
#if NP > 8
    STRIP_PASS(8);
#endif
#if NP > 9
    STRIP_PASS(9);
#endif
#if NP > 10
    STRIP_PASS(10);
#endif
#if NP > 11
    STRIP_PASS(11);
#endif
#if NP > 12
    STRIP_PASS(12);
#endif
#if NP > 13
    STRIP_PASS(13);
#endif
#if NP > 14
    STRIP_PASS(14);
#endif
#if NP > 15
    STRIP_PASS(15);
#endif
#if NP > 16
#error "at most 16 passes"
#endif
#endif
    return cur;
}

// (re, im) lanes interleaved as 8 complex values, and back.
inline float16 interleave(lanef re, lanef im)
{
    return shuffle2(re, im, (uint16)(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15));
}

// --- kernels -----------------------------------------------------------------------------

// In-place complex FFT of `lines` contiguous lines of length N (line l at l*N), LANES lines
// per strip. conj_io = 1 gives the unnormalised inverse as conj(FFT(conj(x))).
kernel void strip_c2c_lines(global float2* data, const int lines, const int conj_io,
                            global lanef* scratch, global const float2* restrict tw STRIP_PLAN_PARAMS)
{
    global lanef* a = scratch + (size_t)get_global_id(0) * 4 * N;
    global lanef* b = a + 2 * N;
    const float sign = conj_io ? -1.0f : 1.0f;
    const int strips = (lines + LANES - 1) / LANES;
    for (int s = get_global_id(0); s < strips; s += get_global_size(0)) {
        const int first = s * LANES;
        const int count = min(LANES, lines - first);
        global float2* line = data + (size_t)first * N;
        for (int n0 = 0; n0 < N; n0 += BLOCK) {
            float re[BLOCK][LANES], im[BLOCK][LANES];
            for (int l = 0; l < LANES; ++l)
                for (int i = 0; i < BLOCK; ++i) {
                    const bool in = l < count && n0 + i < N;
                    const float2 z = in ? line[(size_t)l * N + n0 + i] : (float2)(0.0f, 0.0f);
                    re[i][l] = z.x;
                    im[i][l] = sign * z.y;
                }
            for (int i = 0; i < BLOCK && n0 + i < N; ++i) {
                a[2 * (n0 + i)] = vload8(0, re[i]);
                a[2 * (n0 + i) + 1] = vload8(0, im[i]);
            }
        }
        global const lanef* r = strip_fft(a, b, tw STRIP_FFT_ARGS);
        for (int n0 = 0; n0 < N; n0 += BLOCK) {
            float re[BLOCK][LANES], im[BLOCK][LANES];
            const int m = min(BLOCK, N - n0);
            for (int i = 0; i < m; ++i) {
                vstore8(r[2 * (n0 + i)], 0, re[i]);
                vstore8(r[2 * (n0 + i) + 1] * sign, 0, im[i]);
            }
            for (int l = 0; l < count; ++l)
                for (int i = 0; i < m; ++i)
                    line[(size_t)l * N + n0 + i] = (float2)(re[i][l], im[i][l]);
        }
    }
}

// Bin k of the two real rows packed as z = x + i y, split after the FFT: X[k] = (Z[k] + conj
// Z[N-k]) / 2 into (ar, ai), Y[k] = -i (Z[k] - conj Z[N-k]) / 2 into (br, bi).
inline void strip_split(global const lanef* z, const int k, lanef* ar, lanef* ai, lanef* br, lanef* bi STRIP_N_PARAM)
{
    const int m = (N - k) % N;
    const lanef zr = z[2 * k], zi = z[2 * k + 1], mr = z[2 * m], mi = z[2 * m + 1];
    *ar = 0.5f * (zr + mr);
    *ai = 0.5f * (zi - mi);
    *br = 0.5f * (zi + mi);
    *bi = -0.5f * (zr - mr);
}

// Real rows (length N, `rows` of them, row-major) to the transposed half spectrum: bin k of
// row y at out[k * out_stride + y], k = 0..N/2. A strip holds 2*LANES rows as LANES complex
// lines z = row(first + l) + i row(first + LANES + l), split after the FFT by
// A[k] = (Z[k] + conj Z[N-k]) / 2 and B[k] = -i (Z[k] - conj Z[N-k]) / 2.
kernel void strip_r2c_rows(global const float* restrict in, global float2* restrict out,
                           const int rows, const int out_stride, global lanef* scratch,
                           global const float2* restrict tw STRIP_PLAN_PARAMS)
{
    global lanef* a = scratch + (size_t)get_global_id(0) * 4 * N;
    global lanef* b = a + 2 * N;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    for (int s = get_global_id(0); s < strips; s += get_global_size(0)) {
        const int first = s * 2 * LANES;
        const int count = min(2 * LANES, rows - first);
        global const float* row = in + (size_t)first * N;
        for (int n0 = 0; n0 < N; n0 += 2 * BLOCK) {
            float v[2 * BLOCK][2 * LANES];
            for (int l = 0; l < 2 * LANES; ++l)
                for (int i = 0; i < 2 * BLOCK; ++i)
                    v[i][l] = l < count && n0 + i < N ? row[(size_t)l * N + n0 + i] : 0.0f;
            for (int i = 0; i < 2 * BLOCK && n0 + i < N; ++i) {
                a[2 * (n0 + i)] = vload8(0, v[i]);
                a[2 * (n0 + i) + 1] = vload8(1, v[i]);
            }
        }
        global const lanef* z = strip_fft(a, b, tw STRIP_FFT_ARGS);
        for (int k = 0; k <= N / 2; ++k) {
            lanef ar, ai, br, bi;
            strip_split(z, k, &ar, &ai, &br, &bi STRIP_N_ARG);
            global float2* bin = out + (size_t)k * out_stride + first;
            if (count == 2 * LANES) {
                vstore16(interleave(ar, ai), 0, (global float*)bin);
                vstore16(interleave(br, bi), 0, (global float*)(bin + LANES));
            } else {
                float r0[LANES], i0[LANES], r1[LANES], i1[LANES];
                vstore8(ar, 0, r0);
                vstore8(ai, 0, i0);
                vstore8(br, 0, r1);
                vstore8(bi, 0, i1);
                for (int l = 0; l < count; ++l)
                    bin[l] = l < LANES ? (float2)(r0[l], i0[l]) : (float2)(r1[l - LANES], i1[l - LANES]);
            }
        }
    }
}

// The complex-to-real kernels' last step: the transformed strip z (2*LANES rows as the real
// and imaginary parts of LANES lines, conjugated) times `scale` into `count` rows of N at `row`;
// with `stats`, (min, max, max |g|) of what it writes folded into lo, hi, peak. Lanes of rows
// past the last hold no samples: kept out of the statistics.
inline void strip_store_rows(global const lanef* z, global float* row, const int count, const float scale,
                             const bool stats, lanef* lo, lanef* hi, lanef* peak STRIP_N_PARAM)
{
    const int8 lane = (int8)(0, 1, 2, 3, 4, 5, 6, 7);
    const int8 real0 = lane < count, real1 = lane + LANES < count;
    for (int n0 = 0; n0 < N; n0 += 2 * BLOCK) {
        float v[2 * BLOCK][2 * LANES];
        const int m = min(2 * BLOCK, N - n0);
        for (int i = 0; i < m; ++i) {
            const lanef x0 = z[2 * (n0 + i)] * scale, x1 = z[2 * (n0 + i) + 1] * -scale;
            vstore8(x0, 0, v[i]);
            vstore8(x1, 1, v[i]);
            if (stats) {
                *lo = fmin(*lo, fmin(select((lanef)INFINITY, x0, real0), select((lanef)INFINITY, x1, real1)));
                *hi = fmax(*hi, fmax(select((lanef)-INFINITY, x0, real0), select((lanef)-INFINITY, x1, real1)));
                *peak = fmax(*peak, fmax(select((lanef)0.0f, fabs(x0), real0), select((lanef)0.0f, fabs(x1), real1)));
            }
        }
        for (int l = 0; l < count; ++l)
            for (int i = 0; i < m; ++i)
                row[(size_t)l * N + n0 + i] = v[i][l];
    }
}

// A work-item's (min, max, max |g|) from its lanes.
inline float4 strip_partial(const lanef lo, const lanef hi, const lanef peak)
{
    const float4 lo4 = fmin(lo.lo, lo.hi), hi4 = fmax(hi.lo, hi.hi), peak4 = fmax(peak.lo, peak.hi);
    return (float4)(fmin(fmin(lo4.x, lo4.y), fmin(lo4.z, lo4.w)), fmax(fmax(hi4.x, hi4.y), fmax(hi4.z, hi4.w)),
                    fmax(fmax(peak4.x, peak4.y), fmax(peak4.z, peak4.w)), 0.0f);
}

// The transposed half spectrum back to real rows times `scale` (the inverse of
// strip_r2c_rows, unnormalised): the missing half comes from Hermitian symmetry, and the
// imaginary parts of the DC and Nyquist bins are dropped, as a real row's are zero. With
// `partial` (not null), each work-item also reduces what it writes, as mapping.cl's
// plane_stats does (min, max, max |g|), into partial[first_partial + its id]: the mapping then
// needs no pass of its own over the plane.
kernel void strip_c2r_rows(global const float2* restrict in, global float* restrict out,
                           const int rows, const int in_stride, const float scale,
                           global lanef* scratch, global const float2* restrict tw,
                           global float4* restrict partial, const int first_partial STRIP_PLAN_PARAMS)
{
    lanef lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    global lanef* a = scratch + (size_t)get_global_id(0) * 4 * N;
    global lanef* b = a + 2 * N;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    for (int s = get_global_id(0); s < strips; s += get_global_size(0)) {
        const int first = s * 2 * LANES;
        const int count = min(2 * LANES, rows - first);
        for (int n = 0; n < N; ++n) {
            const bool upper = 2 * n > N;
            const int k = upper ? N - n : n;
            global const float2* bin = in + (size_t)k * in_stride + first;
            lanef xr, xi, yr, yi; // row first + l, row first + LANES + l
            if (count == 2 * LANES) {
                const float16 x = vload16(0, (global const float*)bin);
                const float16 y = vload16(0, (global const float*)(bin + LANES));
                xr = x.even; xi = x.odd; yr = y.even; yi = y.odd;
            } else {
                float v[4 * LANES];
                for (int l = 0; l < 2 * LANES; ++l) {
                    const float2 c = l < count ? bin[l] : (float2)(0.0f, 0.0f);
                    v[l] = c.x;
                    v[2 * LANES + l] = c.y;
                }
                xr = vload8(0, v); yr = vload8(1, v); xi = vload8(2, v); yi = vload8(3, v);
            }
            if (n == 0 || 2 * n == N) {
                xi = 0.0f;
                yi = 0.0f;
            }
            if (upper) {
                xi = -xi;
                yi = -yi;
            }
            // conj(x + i y), ready for the forward transform
            a[2 * n] = xr - yi;
            a[2 * n + 1] = -(xi + yr);
        }
        strip_store_rows(strip_fft(a, b, tw STRIP_FFT_ARGS), out + (size_t)first * N, count, scale, partial != 0, &lo, &hi, &peak STRIP_N_ARG);
    }
    if (partial)
        partial[first_partial + get_global_id(0)] = strip_partial(lo, hi, peak);
}

// --- the inverse with the plane in the spectrum's memory ------------------------------------
// A plan whose plane shares the spectrum buffer (PlanOptions::planeInSpectrum) runs the
// inverse as: strip_columns_filtered (the kept spectrum, filtered, into that buffer row-major),
// strip_save_block_tails, then strip_c2r_rows_rm, which writes the plane over the rows it reads.

// The row-major half spectrum (bin k of row y at in[y * pitch + k], pitch >= N/2 + 1) back to
// real rows at out[y * N + n], as strip_c2r_rows does from the transposed layout. `in` and `out`
// may be one buffer: row y's output then covers the input of rows y - side_rows .. y only (it
// starts at y N, the input of row y at y pitch), so each work-item takes one block of
// consecutive strips in order, reading each strip before writing it; the side_rows rows before
// the next block, which that block's first strip may overwrite before this work-item reads
// them, come from `side`, saved there by strip_save_block_tails (side_rows 0: not in place).
kernel void strip_c2r_rows_rm(global const float2* in, global float* out, const int rows, const int pitch,
                              const float scale, global lanef* scratch, global const float2* restrict tw,
                              global float4* restrict partial, const int first_partial,
                              global const float2* restrict side, const int side_rows STRIP_PLAN_PARAMS)
{
    lanef lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    const int id = get_global_id(0);
    global lanef* a = scratch + (size_t)id * 4 * N;
    global lanef* b = a + 2 * N;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    const int per = (strips + (int)get_global_size(0) - 1) / (int)get_global_size(0);
    const int begin = min(strips, id * per), end = min(strips, begin + per);
    const int next = end * 2 * LANES;                        // the next block's first row
    const int saved = next < rows ? next - side_rows : rows; // rows from here on come from `side`
    global const float2* tail = side + (size_t)id * side_rows * pitch;
    for (int s = begin; s < end; ++s) {
        const int first = s * 2 * LANES;
        const int count = min(2 * LANES, rows - first);
        // Each row's bins BLOCK at a time (contiguous reads), each bin k giving point k and,
        // by Hermitian symmetry, point N - k of the lanes' line.
        for (int k0 = 0; k0 <= N / 2; k0 += BLOCK) {
            float re[BLOCK][2 * LANES], im[BLOCK][2 * LANES];
            const int m = min(BLOCK, N / 2 + 1 - k0);
            for (int l = 0; l < 2 * LANES; ++l) {
                const int y = first + l;
                global const float2* bins = l >= count   ? 0
                                            : y >= saved ? tail + (size_t)(y - saved) * pitch
                                                         : in + (size_t)y * pitch;
                for (int i = 0; i < BLOCK; ++i) {
                    const float2 c = bins && i < m ? bins[k0 + i] : (float2)(0.0f, 0.0f);
                    re[i][l] = c.x;
                    im[i][l] = c.y;
                }
            }
            for (int i = 0; i < m; ++i) {
                const int k = k0 + i;
                const lanef xr = vload8(0, re[i]), yr = vload8(1, re[i]);
                lanef xi = vload8(0, im[i]), yi = vload8(1, im[i]);
                if (k == 0 || 2 * k == N) {
                    xi = 0.0f;
                    yi = 0.0f;
                }
                a[2 * k] = xr - yi; // conj(x + i y), ready for the forward transform
                a[2 * k + 1] = -(xi + yr);
                if (k > 0 && 2 * k < N) { // point N - k: the conjugate bins
                    a[2 * (N - k)] = xr + yi;
                    a[2 * (N - k) + 1] = xi - yr;
                }
            }
        }
        strip_store_rows(strip_fft(a, b, tw STRIP_FFT_ARGS), out + (size_t)first * N, count, scale, partial != 0, &lo, &hi, &peak STRIP_N_ARG);
    }
    if (partial)
        partial[first_partial + id] = strip_partial(lo, hi, peak);
}

// The side_rows rows before each block boundary of strip_c2r_rows_rm run by `items` work-items,
// into side (block i's at side[i * side_rows * pitch]). Global size at least
// (pitch, side_rows * (items - 1)).
kernel void strip_save_block_tails(global const float2* restrict in, global float2* restrict side, const int rows,
                                   const int pitch, const int side_rows, const int items STRIP_PLAN_PARAMS)
{
    const int k = get_global_id(0), m = get_global_id(1) % side_rows, i = get_global_id(1) / side_rows;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    const int per = (strips + items - 1) / items;
    const int next = min(strips, (i + 1) * per) * 2 * LANES;
    if (k >= pitch || i >= items - 1 || next >= rows)
        return;
    const int y = next - side_rows + m;
    side[((size_t)i * side_rows + m) * pitch + k] = in[(size_t)y * pitch + k];
}

// --- the forward with the plane in the spectrum's memory ------------------------------------
// An image filtered once through such a plan (Fft2d::filterInPlace) runs its forward rows in
// place too: strip_save_block_heads, strip_r2c_rows_rm, then strip_columns_rm_filtered (the
// columns' forward, the filter and the columns' inverse in one pass), then the inverse above.

// Real rows (row y at in[y * N], `rows` of them) to the row-major half spectrum, bin k of row y
// at out[y * pitch + k] (pitch >= N/2 + 1), as strip_r2c_rows computes them. `in` and `out` may
// be one buffer: row y's output then covers the input of rows y .. y + side_rows (it starts at
// 2 y pitch floats, the input of row y at y N), so each work-item takes one block of consecutive
// strips from the last to the first, reading each strip before writing it; the side_rows first
// rows of each block but the first, which the block before may overwrite before this work-item
// reads them, come from `side`, saved there by strip_save_block_heads (side_rows 0: not in place).
kernel void strip_r2c_rows_rm(global const float* in, global float2* out, const int rows, const int pitch,
                              global lanef* scratch, global const float2* restrict tw,
                              global const float* restrict side, const int side_rows STRIP_PLAN_PARAMS)
{
    const int id = get_global_id(0);
    global lanef* a = scratch + (size_t)id * 4 * N;
    global lanef* b = a + 2 * N;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    const int per = (strips + (int)get_global_size(0) - 1) / (int)get_global_size(0);
    const int begin = min(strips, id * per), end = min(strips, begin + per);
    const int head = begin * 2 * LANES;                       // this block's first row
    const int saved = id > 0 ? head + side_rows : head;       // rows before this come from `side`
    global const float* heads = side + (size_t)max(id - 1, 0) * side_rows * N;
    for (int s = end - 1; s >= begin; --s) {
        const int first = s * 2 * LANES;
        const int count = min(2 * LANES, rows - first);
        for (int n0 = 0; n0 < N; n0 += 2 * BLOCK) {
            float v[2 * BLOCK][2 * LANES];
            for (int l = 0; l < 2 * LANES; ++l) {
                const int y = first + l;
                global const float* row = l >= count ? 0 : y < saved ? heads + (size_t)(y - head) * N : in + (size_t)y * N;
                for (int i = 0; i < 2 * BLOCK; ++i)
                    v[i][l] = row && n0 + i < N ? row[n0 + i] : 0.0f;
            }
            for (int i = 0; i < 2 * BLOCK && n0 + i < N; ++i) {
                a[2 * (n0 + i)] = vload8(0, v[i]);
                a[2 * (n0 + i) + 1] = vload8(1, v[i]);
            }
        }
        global const lanef* z = strip_fft(a, b, tw STRIP_FFT_ARGS);
        // BLOCK bins of each row at a time (contiguous writes), split as strip_r2c_rows does.
        for (int k0 = 0; k0 <= N / 2; k0 += BLOCK) {
            float re[BLOCK][2 * LANES], im[BLOCK][2 * LANES];
            const int m = min(BLOCK, N / 2 + 1 - k0);
            for (int i = 0; i < m; ++i) {
                lanef ar, ai, br, bi; // rows first + l, first + LANES + l
                strip_split(z, k0 + i, &ar, &ai, &br, &bi STRIP_N_ARG);
                vstore8(ar, 0, re[i]);
                vstore8(ai, 0, im[i]);
                vstore8(br, 1, re[i]);
                vstore8(bi, 1, im[i]);
            }
            for (int l = 0; l < count; ++l) {
                global float2* bins = out + (size_t)(first + l) * pitch + k0;
                for (int i = 0; i < m; ++i)
                    bins[i] = (float2)(re[i][l], im[i][l]);
            }
        }
    }
}

// The side_rows first rows of each block of strip_r2c_rows_rm run by `items` work-items but the
// first, into side (block i's at side[(i - 1) * side_rows * N]). Global size at least
// (N, side_rows * (items - 1)).
kernel void strip_save_block_heads(global const float* restrict in, global float* restrict side, const int rows,
                                   const int side_rows, const int items STRIP_PLAN_PARAMS)
{
    const int n = get_global_id(0), m = get_global_id(1) % side_rows, i = get_global_id(1) / side_rows + 1;
    const int strips = (rows + 2 * LANES - 1) / (2 * LANES);
    const int per = (strips + items - 1) / items;
    const int y = min(strips, i * per) * 2 * LANES + m;
    if (n >= N || i >= items || y >= rows)
        return;
    side[((size_t)(i - 1) * side_rows + m) * N + n] = in[(size_t)y * N + n];
}

#ifdef FILTER_ARGS
// The filtered columns' last step: the transformed strip r (LANES columns, conjugated) stored
// conjugated back into `count` columns of the row-major half spectrum from column `first`
// (bin (u, v) at out[v * lines + u]).
inline void strip_store_columns(global const lanef* r, global float2* out, const int lines, const int first,
                                const int count STRIP_N_PARAM)
{
    for (int v = 0; v < N; ++v) {
        const lanef zr = r[2 * v], zi = -r[2 * v + 1];
        global float2* dst = out + (size_t)v * lines + first;
        if (count == LANES) {
            vstore16(interleave(zr, zi), 0, (global float*)dst);
        } else {
            float fr[LANES], fi[LANES];
            vstore8(zr, 0, fr);
            vstore8(zi, 0, fi);
            for (int l = 0; l < count; ++l)
                dst[l] = (float2)(fr[l], fi[l]);
        }
    }
}

// The inverse's first pass with the filter fused in (filter.cl before this file; N = H): the
// columns of the kept half spectrum (u*H + v), each bin times H(u, v) as apply_filter computes
// it, inverse-transformed (unnormalised) and written row-major, bin (u, v) at
// out[v * (W/2 + 1) + u], for strip_c2r_rows_rm. With UNIT_INPUT (filter.cl), every bin of the
// input is 1 and `spectrum` is not read: the inverse is the filter's impulse response.
kernel void strip_columns_filtered(global const float2* restrict spectrum, global float2* restrict out, const int W,
                                   const int H, FILTER_ARGS, global lanef* scratch, global const float2* restrict tw STRIP_PLAN_PARAMS)
{
    global lanef* a = scratch + (size_t)get_global_id(0) * 4 * N;
    global lanef* b = a + 2 * N;
    const int lines = W / 2 + 1;
    const int strips = (lines + LANES - 1) / LANES;
    for (int s = get_global_id(0); s < strips; s += get_global_size(0)) {
        const int first = s * LANES;
        const int count = min(LANES, lines - first);
        for (int n0 = 0; n0 < N; n0 += BLOCK) {
            float re[BLOCK][LANES], im[BLOCK][LANES];
            for (int l = 0; l < LANES; ++l) {
                const int u = first + l;
                global const float2* line = spectrum + (size_t)u * N;
#if PER_ITEM == 8
                if (l < count && n0 + BLOCK <= N && vectors_apply(isotropic, wedge_count, mask_size)) {
#if UNIT_INPUT
                    const float16 in = (float16)(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0);
#else
                    const float16 in = vload16(0, (global const float*)(line + n0));
#endif
                    const float16 z = scale8(in, gain_at8(u, n0, H, FILTER_PASS));
                    float zr[BLOCK], zi[BLOCK];
                    vstore8(z.even, 0, zr);
                    vstore8(z.odd, 0, zi);
                    for (int i = 0; i < BLOCK; ++i) {
                        re[i][l] = zr[i];
                        im[i][l] = -zi[i]; // conjugated in: the inverse as conj(FFT(conj(x)))
                    }
                    continue;
                }
#endif
                for (int i = 0; i < BLOCK; ++i) {
                    const int v = n0 + i;
#if UNIT_INPUT
                    const float2 bin = (float2)(1.0f, 0.0f);
#else
                    const float2 bin = l < count && v < N ? line[v] : (float2)(0.0f, 0.0f);
#endif
                    const float2 z = l < count && v < N
                                         ? bin * gain_at(u, (D2)(v <= H / 2 ? v : v - H), FILTER_PASS)
                                         : (float2)(0.0f, 0.0f);
                    re[i][l] = z.x;
                    im[i][l] = -z.y;
                }
            }
            for (int i = 0; i < BLOCK && n0 + i < N; ++i) {
                a[2 * (n0 + i)] = vload8(0, re[i]);
                a[2 * (n0 + i) + 1] = vload8(0, im[i]);
            }
        }
        strip_store_columns(strip_fft(a, b, tw STRIP_FFT_ARGS), out, lines, first, count STRIP_N_ARG);
    }
}

// Filtered once in place (Fft2d::filterInPlace; filter.cl before this file, N = H): the columns
// of the row-major half spectrum that strip_r2c_rows_rm leaves (bin u of row v's transform at
// spectrum[v * (W/2 + 1) + u]) transformed, each bin times H(u, v) as apply_filter computes it,
// and transformed back (unnormalised) into out at the same places, for strip_c2r_rows_rm.
// `spectrum` and `out` may be one buffer, as a strip's columns are read whole before they are
// written; so the spectrum is never whole in memory and needs no buffer beside the plane's.
// UNIT_INPUT is not read here: an impulse response goes through strip_columns_filtered.
kernel void strip_columns_rm_filtered(global const float2* spectrum, global float2* out, const int W, const int H,
                                      FILTER_ARGS, global lanef* scratch, global const float2* restrict tw STRIP_PLAN_PARAMS)
{
    global lanef* a = scratch + (size_t)get_global_id(0) * 4 * N;
    global lanef* b = a + 2 * N;
    const int lines = W / 2 + 1;
    const int strips = (lines + LANES - 1) / LANES;
    for (int s = get_global_id(0); s < strips; s += get_global_size(0)) {
        const int first = s * LANES;
        const int count = min(LANES, lines - first);
        for (int v = 0; v < N; ++v) {
            global const float2* bins = spectrum + (size_t)v * lines + first;
            if (count == LANES) {
                const float16 z = vload16(0, (global const float*)bins);
                a[2 * v] = z.even;
                a[2 * v + 1] = z.odd;
            } else {
                float fr[LANES], fi[LANES];
                for (int l = 0; l < LANES; ++l) {
                    const float2 c = l < count ? bins[l] : (float2)(0.0f, 0.0f);
                    fr[l] = c.x;
                    fi[l] = c.y;
                }
                a[2 * v] = vload8(0, fr);
                a[2 * v + 1] = vload8(0, fi);
            }
        }
        global lanef* f = strip_fft(a, b, tw STRIP_FFT_ARGS);
        global lanef* other = f == a ? b : a;
        // F times the gain, conjugated in: the inverse as conj(FFT(conj(x))).
        for (int v0 = 0; v0 < N; v0 += BLOCK) {
            float gain[BLOCK][LANES];
            const int m = min(BLOCK, N - v0);
            for (int l = 0; l < LANES; ++l) {
                const int u = min(first + l, lines - 1); // a lane past the last column: any gain
#if PER_ITEM == 8
                if (m == BLOCK && vectors_apply(isotropic, wedge_count, mask_size)) {
                    float g[BLOCK];
                    vstore8(gain_at8(u, v0, H, FILTER_PASS), 0, g);
                    for (int i = 0; i < BLOCK; ++i)
                        gain[i][l] = g[i];
                    continue;
                }
#endif
                for (int i = 0; i < m; ++i) {
                    const int v = v0 + i;
                    gain[i][l] = gain_at(u, (D2)(v <= H / 2 ? v : v - H), FILTER_PASS);
                }
            }
            for (int i = 0; i < m; ++i) {
                const lanef g = vload8(0, gain[i]);
                f[2 * (v0 + i)] *= g;
                f[2 * (v0 + i) + 1] *= -g;
            }
        }
        strip_store_columns(strip_fft(f, other, tw STRIP_FFT_ARGS), out, lines, first, count STRIP_N_ARG);
    }
}
#endif
