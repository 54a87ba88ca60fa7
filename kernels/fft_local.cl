// Whole-row FFTs in local memory: a work-group loads ROWS rows of length N, runs every
// Stockham autosort pass between barriers (no bit reversal), and writes the rows back.
// Needs radix.cl before it. Build options, all set by the host plan:
//   N         row length
//   T         work-items per row (local size x), ROWS rows per work-group (local size y)
//   MAXE      private elements per work-item, >= ceil((N/R)/T)*R for every pass
//   NP        number of passes; R<p>, L<p> radix and span (product of earlier radices)
//   FS_OTHER  (four-step programs only) the other factor of a line of N * FS_OTHER points
//   VARIANT   (programs built for one more kernel: the filtered, wide, Bluestein and four-step
//             ones) leaves the plan's main kernels out, so that a cold driver compiles each
//             of them once, not once per program.
// Twiddles come from a table tw[m] = exp(-2 pi i m / N) made in double precision on the host.

#ifndef NP
#error "fft_local.cl needs the plan's -D options (N, T, ROWS, MAXE, NP, R0.., L0..)"
#endif

// Point p of a line sits at LIDX(p) of its local row. With PAD (the host's choice where the
// padded line fits) one point of padding follows every 16, so the first pass's writes (R
// points apart, 8R bytes) spread over every bank instead of landing on a few. LPITCH is the
// local points a line takes, with one more so neighbouring lines start in different banks;
// the host's localPoints() is the same count.
#ifndef PAD
#define PAD 0
#endif
#if PAD
#define LIDX(p) ((p) + ((p) >> 4))
#else
#define LIDX(p) (p)
#endif
#define LPITCH (LIDX(N - 1) + 2)

// The work-group's index along the lines, counting a launch's global offset (in whole
// groups of T), so the inverse's row pass can run in stripes of rows (Fft2d::inverseRows).
inline int line_group(void) { return (int)(get_group_id(0) + get_global_offset(0) / T); }

// The twiddle W^m = exp(-2 pi i m / N): from the table, or with TW_COMPUTED computed by
// cospi/sinpi (the argument 2m/N is exact for power-of-two N and within half an ulp
// otherwise), which trades a cached load for arithmetic.
#ifndef TW_COMPUTED
#define TW_COMPUTED 0
#endif
inline float2 twiddle(global const float2* restrict tw, const int m)
{
#if TW_COMPUTED
    const float x = -2.0f * (float)m / (float)N;
    return (float2)(cospi(x), sinpi(x));
#else
    return tw[m];
#endif
}

// One radix-R Stockham pass over a row held in local memory.
inline void local_pass(local float2* row, const int t, const int R, const int L,
                       global const float2* restrict tw)
{
    const int B = N / R;          // butterflies in this pass
    const int S = N / (L * R);    // twiddle-table stride
    const int ITER = (B + T - 1) / T;
    float2 v[MAXE];
    for (int i = 0; i < ITER; ++i) {
        const int b = t + i * T;
        if (b < B) {
            const int k = b % L;
            for (int j = 0; j < R; ++j)
                v[i * R + j] = row[LIDX(b + j * B)];
            if (L > 1)
                for (int j = 1; j < R; ++j)
                    v[i * R + j] = cmul(v[i * R + j], twiddle(tw, j * k * S));
            butterfly(v + i * R, R);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < ITER; ++i) {
        const int b = t + i * T;
        if (b < B) {
            const int k = b % L;
            const int o = (b - k) * R + k;
            for (int j = 0; j < R; ++j)
                row[LIDX(o + j * L)] = v[i * R + j];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}

// Passes from..to-1 over a row in local memory; every work-item of the group must call it
// (the bounds are constants at every call site, so the tests fold away).
inline void fft_passes(local float2* row, const int t, global const float2* restrict tw, const int from,
                       const int to)
{
#define PB_PASS(p)                                                                                 \
    if (from <= p && p < to)                                                                       \
        local_pass(row, t, R##p, L##p, tw);
#if NP > 0
    PB_PASS(0)
#endif
#if NP > 1
    PB_PASS(1)
#endif
#if NP > 2
    PB_PASS(2)
#endif
#if NP > 3
    PB_PASS(3)
#endif
#if NP > 4
    PB_PASS(4)
#endif
#if NP > 5
    PB_PASS(5)
#endif
#if NP > 6
    PB_PASS(6)
#endif
#if NP > 7
    PB_PASS(7)
#endif
#if NP > 8
    PB_PASS(8)
#endif
#if NP > 9
    PB_PASS(9)
#endif
#if NP > 10
    PB_PASS(10)
#endif
#if NP > 11
    PB_PASS(11)
#endif
#if NP > 12
    PB_PASS(12)
#endif
#if NP > 13
    PB_PASS(13)
#endif
#if NP > 14
    PB_PASS(14)
#endif
#if NP > 15
    PB_PASS(15)
#endif
#if NP > 16
#error "at most 16 passes"
#endif
#undef PB_PASS
}

// Forward FFT of one row in local memory; every work-item of the group must call it.
inline void fft_row(local float2* row, const int t, global const float2* restrict tw) { fft_passes(row, t, tw, 0, NP); }

// The first and the last pass can run on registers the caller fills from global memory and
// stores from, which saves a trip through local memory and a barrier at each end: pass 0
// (span 1, no twiddles) wants points n = b + j*(N/R0) and the last pass (span N/RL) leaves
// points n = b + j*(N/RL), for b = t + i*T, both contiguous in b across work-items.
#if NP == 0
#define R0 1
#endif
#if NP <= 1
#define RL R0
#elif NP == 2
#define RL R1
#elif NP == 3
#define RL R2
#elif NP == 4
#define RL R3
#elif NP == 5
#define RL R4
#elif NP == 6
#define RL R5
#elif NP == 7
#define RL R6
#elif NP == 8
#define RL R7
#elif NP == 9
#define RL R8
#elif NP == 10
#define RL R9
#elif NP == 11
#define RL R10
#elif NP == 12
#define RL R11
#elif NP == 13
#define RL R12
#elif NP == 14
#define RL R13
#elif NP == 15
#define RL R14
#else
#define RL R15
#endif
#define PB_ITERS(R) ((N / (R) + T - 1) / T)

// v[i*R0 + j] = the expression (last argument), with `n` the point pass 0 wants there.
#define PB_LOAD_FIRST(v, t, ...)                                                                  \
    for (int i_ = 0; i_ < PB_ITERS(R0); ++i_) {                                                    \
        const int b_ = (t) + i_ * T;                                                               \
        if (b_ < N / R0)                                                                           \
            for (int j_ = 0; j_ < R0; ++j_) {                                                      \
                const int n = b_ + j_ * (N / R0);                                                  \
                v[i_ * R0 + j_] = (__VA_ARGS__);                                                          \
            }                                                                                      \
    }
// The statement (last argument) for every point the last pass left in v, as `z` at point `n`.
#define PB_STORE_LAST(v, t, ...)                                                                  \
    for (int i_ = 0; i_ < PB_ITERS(RL); ++i_) {                                                    \
        const int b_ = (t) + i_ * T;                                                               \
        if (b_ < N / RL)                                                                           \
            for (int j_ = 0; j_ < RL; ++j_) {                                                      \
                const int n = b_ + j_ * (N / RL);                                                  \
                const float2 z = v[i_ * RL + j_];                                                  \
                __VA_ARGS__;                                                                       \
            }                                                                                      \
    }

// Pass 0 on what PB_LOAD_FIRST put in v, its results written to the local row.
inline void first_pass(local float2* row, const int t, float2* v)
{
    for (int i = 0; i < PB_ITERS(R0); ++i) {
        const int b = t + i * T;
        if (b < N / R0) {
            butterfly(v + i * R0, R0);
            for (int j = 0; j < R0; ++j)
                row[LIDX(b * R0 + j)] = v[i * R0 + j];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}

// The last pass from the local row into v, for PB_STORE_LAST (its span is N/RL, so the
// butterfly index is the twiddle index and the output sits at b + j*(N/RL)).
inline void last_pass(local float2* row, const int t, global const float2* restrict tw, float2* v)
{
    const int B = N / RL;
    for (int i = 0; i < PB_ITERS(RL); ++i) {
        const int b = t + i * T;
        if (b < B) {
            for (int j = 0; j < RL; ++j)
                v[i * RL + j] = row[LIDX(b + j * B)];
            if (B > 1 && NP > 1)
                for (int j = 1; j < RL; ++j)
                    v[i * RL + j] = cmul(v[i * RL + j], twiddle(tw, j * b));
            butterfly(v + i * RL, RL);
        }
    }
}

// The whole line on registers at both ends: v from PB_LOAD_FIRST in, for PB_STORE_LAST out.
inline void fft_line(local float2* row, const int t, global const float2* restrict tw, float2* v)
{
#if NP == 1
    if (t == 0)
        butterfly(v, R0); // one butterfly over the whole line: its input order is its output's
#elif NP > 1
    first_pass(row, t, v);
    fft_passes(row, t, tw, 1, NP - 1);
    last_pass(row, t, tw, v);
#endif
}

// In-place complex FFT of `rows` contiguous rows of length N.
// conj_io = 1 gives the unnormalised inverse as conj(FFT(conj(x))).
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2c_rows(global float2* data, const int rows, const int conj_io,
                  global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int row = get_group_id(0) * ROWS + r;
    const bool active = row < rows;
    global float2* line = data + (size_t)row * N;
    float2 v[MAXE];

    PB_LOAD_FIRST(v, t, active ? conj_if(line[n], conj_io) : (float2)(0.0f, 0.0f));
    fft_line(buf + r * LPITCH, t, tw, v);
    if (active)
        PB_STORE_LAST(v, t, line[n] = conj_if(z, conj_io));
}
#endif

// Bin k of rows ra and rb from Z[k] = z and conj Z[N-k] = zc of their packed line:
// A[k] = (z + zc) / 2 and B[k] = -i (z - zc) / 2, stored where the rows exist.
inline void store_split_pair(global float2* restrict out, const int out_stride, const int ra, const int rb,
                             const int rows, const int k, const float2 z, const float2 zc)
{
    if (ra < rows)
        out[(size_t)ra * out_stride + k] = 0.5f * (z + zc);
    if (rb < rows)
        out[(size_t)rb * out_stride + k] = mul_neg_i(0.5f * (z - zc));
}

// Real rows to half spectra, two rows per FFT: z = a + i b, then
// A[k] = (Z[k] + conj Z[N-k]) / 2 and B[k] = -i (Z[k] - conj Z[N-k]) / 2, k = 0..N/2.
// Input: `rows` real rows of length N; output rows of out_stride (>= N/2+1) complex values.
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_r2c_row_pairs(global const float* restrict in, global float2* restrict out,
                       const int rows, const int out_stride, global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (get_group_id(0) * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * LPITCH;
    global const float* a = in + (size_t)ra * N;
    global const float* b = in + (size_t)rb * N;

    float2 v[MAXE];
    PB_LOAD_FIRST(v, t, (float2)(ra < rows ? a[n] : 0.0f, rb < rows ? b[n] : 0.0f));
#if NP > 0
    first_pass(mine, t, v);
#else
    mine[0] = v[0];
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
    fft_passes(mine, t, tw, 1, NP);
    for (int k = t; k <= N / 2; k += T) {
        const float2 zm = mine[LIDX((N - k) % N)];
        store_split_pair(out, out_stride, ra, rb, rows, k, mine[LIDX(k)], (float2)(zm.x, -zm.y));
    }
}
#endif

// Points k and N - k (k <= N/2) of the packed line conj(xa + i xb) whose forward transform
// gives rows ra and rb (fft_c2r_row_pairs), from bin k of the two half spectra, read once: point
// N - k takes the conjugated bins (the missing half of a Hermitian spectrum). The imaginary
// parts of the DC and Nyquist bins are dropped.
inline void c2r_pair(global const float2* restrict in, const int k, const int ra, const int rb, const int rows,
                     const int row_step, const int bin_step, const int len, float2* zk, float2* zm)
{
    float2 xa, xb;
    if (row_step == 1 && rb < rows) { // across the transposed spectrum: the pair is adjacent
        const float4 q = vload4(0, (global const float*)(in + (size_t)k * bin_step + ra));
        xa = q.lo;
        xb = q.hi;
    } else {
        xa = ra < rows ? in[(size_t)ra * row_step + (size_t)k * bin_step] : (float2)(0.0f, 0.0f);
        xb = rb < rows ? in[(size_t)rb * row_step + (size_t)k * bin_step] : (float2)(0.0f, 0.0f);
    }
    if (k == 0 || 2 * k == len) {
        xa.y = 0.0f;
        xb.y = 0.0f;
    }
    *zk = (float2)(xa.x - xb.y, -(xa.y + xb.x)); // conj(xa + i xb)
    *zm = (float2)(xa.x + xb.y, xa.y - xb.x);    // conj(conj xa + i conj xb)
}

// Point n of conj(Z), Z = E + i O, for fft_c2r_rows_half, from a = bin n and b = bin N - n.
inline float2 c2r_half_point(const float2 a, const float2 b, const float2 w)
{
    const float2 bc = (float2)(b.x, -b.y);
    const float2 e = 0.5f * (a + bc);
    const float2 o = cmul((float2)(w.x, -w.y), 0.5f * (a - bc));
    return conj_if(e + (float2)(-o.y, o.x), 1); // conj(E + i O), ready for the forward transform
}

// Points k and N - k of it from bins k and N - k of the row (k <= N/2), each read once; the
// DC and Nyquist bins of a real row are real.
inline void c2r_half_pair(global const float2* restrict x, const int k, const int bin_step,
                          global const float2* restrict tw_line, float2* zk, float2* zm)
{
    float2 a = x[(size_t)k * bin_step], b = x[(size_t)(N - k) * bin_step];
    if (k == 0) {
        a.y = 0.0f;
        b.y = 0.0f;
    }
    *zk = c2r_half_point(a, b, tw_line[k]);
    *zm = c2r_half_point(b, a, tw_line[N - k]);
}

// The plane's (min, max, max |g|) as it is written, one partial per work-group, so the output
// mapping needs no pass of its own over the plane (mapping.cl's combine_stats finishes it).
// The rows' local memory is free again once every value is read; the caller checks that it
// holds 2 * count points (2 * T <= LPITCH), as the host does.
inline void reduce_stats(local float2* buf, const int l, const int count, const float lo, const float hi,
                         const float peak, global float4* restrict stats, const int stats_first)
{
    local float4* acc = (local float4*)buf;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc[l] = (float4)(lo, hi, peak, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 1; span < count; span *= 2) {
        if (l % (2 * span) == 0 && l + span < count) {
            const float4 x = acc[l], y = acc[l + span];
            acc[l] = (float4)(fmin(x.x, y.x), fmax(x.y, y.y), fmax(x.z, y.z), 0.0f);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        stats[stats_first + line_group()] = acc[0];
}

// Point n of the packed pair z = conj(xa + i xb) transformed: row a's sample is z.x, row b's
// -z.y, both times `scale`, stored where the rows exist and taken into the running statistics.
inline void store_row_pair(global float* a, global float* b, const int n, const float2 z, const float scale,
                           const bool has_a, const bool has_b, float* lo, float* hi, float* peak)
{
    const float ga = z.x * scale, gb = -z.y * scale;
    if (has_a) {
        a[n] = ga;
        *lo = fmin(*lo, ga);
        *hi = fmax(*hi, ga);
        *peak = fmax(*peak, fabs(ga));
    }
    if (has_b) {
        b[n] = gb;
        *lo = fmin(*lo, gb);
        *hi = fmax(*hi, gb);
        *peak = fmax(*peak, fabs(gb));
    }
}

// Half spectra to real rows (the inverse of fft_r2c_row_pairs, unnormalised, times `scale`).
// Bin k of row y is in[y * row_step + k * bin_step]: rows of a row-major half spectrum, or
// read across the transposed one (row_step 1) so the inverse needs no transpose.
// The missing half comes from Hermitian symmetry; the imaginary parts of the DC and Nyquist
// bins are dropped, as a real signal's are zero.
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2r_row_pairs(global const float2* restrict in, global float* restrict out,
                       const int rows, const int row_step, const int bin_step, const float scale,
                       global const float2* restrict tw, global float4* restrict stats, const int stats_first)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (line_group() * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * LPITCH;

    float2 v[MAXE];
    // Each bin once: bin k gives points k and N - k of the packed line (their inputs are
    // conjugates), so the spectrum is read once, not twice, then pass 0 runs from local memory.
    for (int k = t; 2 * k <= N; k += T) {
        float2 zk, zm;
        c2r_pair(in, k, ra, rb, rows, row_step, bin_step, N, &zk, &zm);
        mine[LIDX(k)] = zk;
        if (k > 0 && 2 * k < N)
            mine[LIDX(N - k)] = zm;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP - 1);
    last_pass(mine, t, tw, v);
    global float* a = out + (size_t)ra * N;
    global float* b = out + (size_t)rb * N;
    float lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    PB_STORE_LAST(v, t, store_row_pair(a, b, n, z, scale, ra < rows, rb < rows, &lo, &hi, &peak));
#if 2 * T <= LPITCH // room for the reduction in the rows' local memory (the host checks the same)
    if (stats_first >= 0)
        reduce_stats(buf, r * T + t, T * ROWS, lo, hi, peak, stats, stats_first);
#endif
}
#endif

#ifdef BN
// Rows of BN points, a length with a prime factor the radices lack, by Bluestein's algorithm
// (bluestein.cl has the steps) in one pass: N here is the padded length M, and the premultiply,
// both M-point transforms, the convolution's product and the postmultiply all stay in the
// work-group's local memory and registers, two real rows per transform as fft_r2c_row_pairs.
// chirp: c[n] = exp(i pi n^2 / BN), n < BN; filter: the chirp's padded spectrum divided by M.
inline float2 conj_f2(const float2 z) { return (float2)(z.x, -z.y); }

// Bluestein's second half on a line left in local memory after the first transform: times the
// filter, conjugated, transformed again. Point k of the line's transform is then post(k).
inline void bluestein_convolve_local(local float2* row, const int t, global const float2* restrict tw,
                                     global const float2* restrict filter)
{
    for (int n = t; n < N; n += T)
        row[LIDX(n)] = conj_f2(cmul(row[LIDX(n)], filter[n]));
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(row, t, tw, 0, NP);
}
#define PB_POST(row, chirp, k) cmul(conj_f2(chirp[k]), conj_f2(row[LIDX(k)]))

kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_r2c_rows_bluestein(global const float* restrict in, global float2* restrict out, const int rows,
                            const int out_stride, global const float2* restrict tw,
                            global const float2* restrict chirp, global const float2* restrict filter)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (get_group_id(0) * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * LPITCH;
    global const float* a = in + (size_t)ra * BN;
    global const float* b = in + (size_t)rb * BN;

    for (int n = t; n < N; n += T)
        mine[LIDX(n)] = n < BN ? cmul((float2)(ra < rows ? a[n] : 0.0f, rb < rows ? b[n] : 0.0f), conj_f2(chirp[n]))
                               : (float2)(0.0f, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP);
    bluestein_convolve_local(mine, t, tw, filter);
    for (int k = t; k <= BN / 2; k += T)
        store_split_pair(out, out_stride, ra, rb, rows, k, PB_POST(mine, chirp, k),
                         conj_f2(PB_POST(mine, chirp, (BN - k) % BN)));
}

// The inverse of fft_r2c_rows_bluestein, times `scale`, bins read as fft_c2r_row_pairs reads
// them; with stats_first >= 0, the rows' (min, max, max |g|) partial per work-group too.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2r_rows_bluestein(global const float2* restrict in, global float* restrict out, const int rows,
                            const int row_step, const int bin_step, const float scale,
                            global const float2* restrict tw, global const float2* restrict chirp,
                            global const float2* restrict filter, global float4* restrict stats, const int stats_first)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (line_group() * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * LPITCH;

    for (int k = t; 2 * k <= BN; k += T) {
        float2 zk, zm;
        c2r_pair(in, k, ra, rb, rows, row_step, bin_step, BN, &zk, &zm);
        mine[LIDX(k)] = cmul(zk, conj_f2(chirp[k]));
        if (k > 0 && 2 * k < BN)
            mine[LIDX(BN - k)] = cmul(zm, conj_f2(chirp[BN - k]));
    }
    for (int n = BN + t; n < N; n += T)
        mine[LIDX(n)] = (float2)(0.0f, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP);
    bluestein_convolve_local(mine, t, tw, filter);
    global float* a = out + (size_t)ra * BN;
    global float* b = out + (size_t)rb * BN;
    float lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    for (int n = t; n < BN; n += T)
        store_row_pair(a, b, n, PB_POST(mine, chirp, n), scale, ra < rows, rb < rows, &lo, &hi, &peak);
#if 2 * T <= LPITCH
    if (stats_first >= 0)
        reduce_stats(buf, r * T + t, T * ROWS, lo, hi, peak, stats, stats_first);
#endif
}
#undef PB_POST
#endif

#ifdef FILTER_ARGS
// The first pass of the inverse with the filter fused into its reads (filter.cl before this
// file): the columns of the kept half spectrum (u*H + v, N = H), each bin times H(u, v) as
// apply_filter computes it, inverse-transformed into `out` in the same layout. F*H is never
// written, which saves a pass over the spectrum. The leading arguments are apply_filter's.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_columns_filtered(global const float2* restrict spectrum, global float2* restrict out, const int W,
                          const int H, FILTER_ARGS, global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int u = get_group_id(0) * ROWS + r;
    const bool active = u <= W / 2;
    const size_t line = (size_t)u * N;
    local float2* mine = buf + r * LPITCH;
    float2 v[MAXE];

    // Into local memory first, not straight into the first pass's registers: the gain's code
    // beside a whole pass's values costs more registers than the trip saves (measured).
    for (int n = t; n < N; n += T)
        mine[LIDX(n)] =
            active ? conj_if(spectrum[line + n] * gain_at(u, n <= N / 2 ? n : n - N, FILTER_PASS), 1) : (float2)(0.0f, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP - 1);
    last_pass(mine, t, tw, v);
    if (active)
        PB_STORE_LAST(v, t, out[line + n] = conj_if(z, 1));
}
#endif

// Real rows of 2N points as N complex points z[n] = x[2n] + i x[2n+1], one row per line, for
// rows too long for a complex FFT of the whole row in local memory (8192 points on a GPU with
// 48 KiB). With Z = FFT(z), E[k] = (Z[k] + conj Z[N-k]) / 2 and O[k] = -i (Z[k] - conj Z[N-k]) / 2
// are the even and odd samples' spectra, and X[k] = E[k] + W^k O[k], k = 0..N, with
// tw_line[k] = W^k = exp(-2 pi i k / 2N) from a table made in double precision.
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_r2c_rows_half(global const float* restrict in, global float2* restrict out, const int rows,
                       const int out_stride, global const float2* restrict tw, global const float2* restrict tw_line)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int row = get_group_id(0) * ROWS + r;
    const bool active = row < rows;
    local float2* mine = buf + r * LPITCH;
    global const float2* pairs = (global const float2*)(in + (size_t)row * 2 * N);
    float2 v[MAXE];

    PB_LOAD_FIRST(v, t, active ? pairs[n] : (float2)(0.0f, 0.0f));
#if NP > 0
    first_pass(mine, t, v);
#else
    mine[0] = v[0];
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
    fft_passes(mine, t, tw, 1, NP);
    if (!active)
        return;
    for (int k = t; k <= N; k += T) {
        const float2 z = mine[LIDX(k % N)];
        const float2 zm = mine[LIDX((N - k) % N)];
        const float2 zc = (float2)(zm.x, -zm.y);
        const float2 e = 0.5f * (z + zc);
        const float2 o = mul_neg_i(0.5f * (z - zc));
        out[(size_t)row * out_stride + k] = e + cmul(tw_line[k], o);
    }
}
#endif

// The inverse of fft_r2c_rows_half, times `scale`: bin k of row y at in[y*row_step + k*bin_step]
// (as fft_c2r_row_pairs), E[k] = (X[k] + conj X[N-k]) / 2, O[k] = conj(W^k) (X[k] - conj X[N-k]) / 2,
// z = IFFT(E + i O) gives x[2n] and x[2n+1]; the imaginary parts of the DC and Nyquist bins are
// dropped. With stats_first >= 0, the rows' (min, max, max |g|) partial per work-group too.
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2r_rows_half(global const float2* restrict in, global float* restrict out, const int rows,
                       const int row_step, const int bin_step, const float scale, global const float2* restrict tw,
                       global const float2* restrict tw_line, global float4* restrict stats, const int stats_first)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int row = line_group() * ROWS + r;
    const bool active = row < rows;
    local float2* mine = buf + r * LPITCH;
    global const float2* x = in + (size_t)row * row_step;
    float2 v[MAXE];

    // Bins k and N - k give points k and N - k of Z, each bin read once.
    for (int k = t; 2 * k <= N; k += T) {
        float2 zk = (float2)(0.0f, 0.0f), zm = zk;
        if (active)
            c2r_half_pair(x, k, bin_step, tw_line, &zk, &zm);
        mine[LIDX(k)] = zk;
        if (k > 0 && 2 * k < N)
            mine[LIDX(N - k)] = zm;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP - 1);
    last_pass(mine, t, tw, v);
    global float2* pairs = (global float2*)(out + (size_t)row * 2 * N);
    const float twice = 2.0f * scale; // N-point inverse of a 2N-point row
    float lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    if (active)
        PB_STORE_LAST(v, t, {
            const float2 g = (float2)(z.x, -z.y) * twice;
            pairs[n] = g;
            lo = fmin(lo, fmin(g.x, g.y));
            hi = fmax(hi, fmax(g.x, g.y));
            peak = fmax(peak, fmax(fabs(g.x), fabs(g.y)));
        });
#if 2 * T <= LPITCH
    if (stats_first >= 0)
        reduce_stats(buf, r * T + t, T * ROWS, lo, hi, peak, stats, stats_first);
#endif
}
#endif

// The strided axis read in place (no transpose pass): lines of N points whose point n lies at
// n * pitch + line in memory -- the columns of the row-major half spectrum the row pass
// writes. A work-group takes ROWS neighbouring lines, so each read or write of a point covers
// ROWS consecutive elements, and transforms them in local memory; written as contiguous lines
// at line * N + n (the transposed half spectrum the plans keep). conj_io = 1 gives the
// unnormalised inverse. (The inverse reads across memory in its row pass instead, so that
// no pass writes across memory: partial writes cost far more than partial reads.)
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_columns_gather(global const float2* restrict src, global float2* restrict dst, const int lines,
                        const int pitch, const int conj_io, global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0), r = get_local_id(1);
    const int first = get_group_id(0) * ROWS; // first line of this group
    const bool active = first + r < lines;
    local float2* mine = buf + r * LPITCH;
    float2 v[MAXE];

#if ROWS == 1 // one line per group: straight into the first pass's registers
    PB_LOAD_FIRST(v, t, active ? conj_if(src[(size_t)n * pitch + first], conj_io) : (float2)(0.0f, 0.0f));
    fft_line(mine, t, tw, v);
#else // through local memory, so that each read covers ROWS neighbouring lines
    const int lid = r * T + t;
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int q = i % ROWS, n = i / ROWS;
        buf[q * LPITCH + LIDX(n)] =
            first + q < lines ? conj_if(src[(size_t)n * pitch + first + q], conj_io) : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_passes(mine, t, tw, 0, NP - 1);
    last_pass(mine, t, tw, v);
#endif
    if (active)
        PB_STORE_LAST(v, t, dst[(size_t)(first + r) * N + n] = conj_if(z, conj_io));
}
#endif

#ifdef COLS
// The strided axis read in place as fft_columns_gather, but COLS neighbouring lines per
// work-group held in registers (VkFFT's "register boost"): a work-item reads point n of all
// COLS lines in one vector load, COLS x 8 bytes (a whole 32-byte DRAM sector at COLS = 4),
// where the one-line gather used a quarter of each sector and left the rest to the cache. The
// lines take turns in local memory for the middle passes; each is stored as soon as it is done.
// The host keeps every row of `src` readable up to `first + COLS` (the row pitch is whole
// 128-byte lines) and `first` a multiple of COLS, so the vector loads are aligned.
#if COLS == 4
typedef float8 pb_cols;
#define PB_COL(x, c) ((c) == 0 ? (x).s01 : (c) == 1 ? (x).s23 : (c) == 2 ? (x).s45 : (x).s67)
#elif COLS == 2
typedef float4 pb_cols;
#define PB_COL(x, c) ((c) == 0 ? (x).s01 : (x).s23)
#else
#error COLS must be 2 or 4
#endif
kernel __attribute__((reqd_work_group_size(T, 1, 1)))
void fft_columns_wide(global const float2* restrict src, global float2* restrict dst, const int lines,
                      const int pitch, global const float2* restrict tw)
{
    local float2 buf[LPITCH];
    const int t = get_local_id(0);
    const int first = get_group_id(0) * COLS;
    float2 v[COLS][MAXE];

    for (int i_ = 0; i_ < PB_ITERS(R0); ++i_) {
        const int b_ = t + i_ * T;
        if (b_ < N / R0)
            for (int j_ = 0; j_ < R0; ++j_) {
                const int n = b_ + j_ * (N / R0);
                const pb_cols x = *(global const pb_cols*)(src + (size_t)n * pitch + first);
#pragma unroll
                for (int c = 0; c < COLS; ++c)
                    v[c][i_ * R0 + j_] = PB_COL(x, c);
            }
    }
    // Unrolled, so that every v[c] is a set of registers: a loop indexing v by a variable
    // would put the lines in private (off-chip) memory.
#pragma unroll
    for (int c = 0; c < COLS; ++c) {
        fft_line(buf, t, tw, v[c]);
        if (first + c < lines)
            PB_STORE_LAST(v[c], t, dst[(size_t)(first + c) * N + n] = z);
        barrier(CLK_LOCAL_MEM_FENCE); // the next line's first pass overwrites what this one's last pass read
    }
}
#endif

// Lines of 2N points whose half fits local memory (8192 on a GPU with 48 KiB), in one pass: a
// radix-2 step by decimation in frequency on registers, a[n] = x[n] + x[n+N] and
// b[n] = (x[n] - x[n+N]) W^n (tw_line[n] = W^n = exp(-2 pi i n / 2N)), whose N-point FFTs are
// X[2k] and X[2k+1]. The work-group transforms a while it holds b in registers, then b while it
// holds A, and writes each (A[k], B[k]) as one 16-byte store of contiguous output.
inline void double_line(local float2* row, const int t, global const float2* restrict tw, float2* v, float2* hold,
                        global float2* restrict out, const int conj_io, const bool active)
{
    fft_line(row, t, tw, v);
    float2 evens[MAXE];
    for (int e = 0; e < MAXE; ++e) {
        evens[e] = v[e];
        v[e] = hold[e];
    }
    barrier(CLK_LOCAL_MEM_FENCE); // the local row is read by the first transform's last pass
    fft_line(row, t, tw, v);
    if (active)
        PB_STORE_LAST(v, t, {
            const float2 a = conj_if(evens[i_ * RL + j_], conj_io), b = conj_if(z, conj_io);
            vstore4((float4)(a, b), n, (global float*)out);
        });
}

// The DIF step's inputs from points n and n + N of a line: v gets a, hold gets b.
#define PB_LOAD_DOUBLE(v, hold, t, tw_line, POINT)                                                 \
    for (int i_ = 0; i_ < PB_ITERS(R0); ++i_) {                                                    \
        const int b_ = (t) + i_ * T;                                                               \
        if (b_ < N / R0)                                                                           \
            for (int j_ = 0; j_ < R0; ++j_) {                                                      \
                const int n = b_ + j_ * (N / R0);                                                  \
                const float2 x0 = POINT(n), x1 = POINT(n + N);                                     \
                v[i_ * R0 + j_] = x0 + x1;                                                         \
                hold[i_ * R0 + j_] = cmul(x0 - x1, tw_line[n]);                                    \
            }                                                                                      \
    }

// Point p of line `line` at src[p * point_step + line * line_step]: across the row-major half
// spectrum (forward, point_step = pitch, line_step = 1) or along contiguous lines (inverse, in
// place: each line is read whole before it is written). Output: contiguous lines of 2N.
#ifndef VARIANT
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_lines_double(global const float2* src, global float2* dst, const int lines, const int point_step,
                      const int line_step, const int conj_io, global const float2* restrict tw,
                      global const float2* restrict tw_line)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0), r = get_local_id(1);
    const int line = get_group_id(0) * ROWS + r;
    const bool active = line < lines;
    float2 v[MAXE], hold[MAXE];
#define PB_POINT(p) (active ? conj_if(src[(size_t)(p) * point_step + (size_t)line * line_step], conj_io) : (float2)(0.0f, 0.0f))
    PB_LOAD_DOUBLE(v, hold, t, tw_line, PB_POINT);
#undef PB_POINT
    double_line(buf + r * LPITCH, t, tw, v, hold, dst + (size_t)line * 2 * N, conj_io, active);
}
#endif

#ifdef FILTER_ARGS
// fft_lines_double as the inverse's first pass with the filter fused in (as fft_columns_filtered):
// columns of 2N = H points of the kept spectrum, each bin times H(u, v).
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_lines_double_filtered(global const float2* restrict spectrum, global float2* restrict out, const int W,
                               const int H, FILTER_ARGS, global const float2* restrict tw,
                               global const float2* restrict tw_line)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0), r = get_local_id(1);
    const int u = get_group_id(0) * ROWS + r;
    const bool active = u <= W / 2;
    const size_t line = (size_t)u * 2 * N;
    float2 v[MAXE], hold[MAXE];
#define PB_POINT(p)                                                                                \
    (active ? conj_if(spectrum[line + (p)] * gain_at(u, (p) <= N ? (p) : (p) - 2 * N, FILTER_PASS), 1) \
            : (float2)(0.0f, 0.0f))
    PB_LOAD_DOUBLE(v, hold, t, tw_line, PB_POINT);
#undef PB_POINT
    double_line(buf + r * LPITCH, t, tw, v, hold, out + line, 1, active);
}
#endif

#ifdef FS_OTHER
// Four-step FFT of lines of N * FS_OTHER points too long for local memory, as two local
// steps (Bailey): with the line x[n1 * N2 + n2], N1 * N2 points,
//   X[k1 + N1 k2] = sum_n2 W_N2^(n2 k2) W_(N1 N2)^(n2 k1) sum_n1 x[n1 N2 + n2] W_N1^(n1 k1).
// A work-group takes ROWS neighbouring subsequences, so each global access covers ROWS
// consecutive points.
#define FS_PITCH LPITCH

// Step one, built with N = N1 and FS_OTHER = N2: the length-N1 DFTs over n1 of every n2,
// times W^(n2 k1) of the whole line, stored at k1 * N2 + n2 of dst (the same layout).
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_four_step_strided(global const float2* restrict src, global float2* restrict dst,
                           const int conj_in, global const float2* restrict tw,
                           global const float2* restrict tw_line)
{
    local float2 buf[ROWS * FS_PITCH];
    const int lid = get_local_id(1) * T + get_local_id(0);
    const int first = get_group_id(0) * ROWS; // first n2 of this group
    const size_t line = (size_t)get_group_id(1) * (N * FS_OTHER);

    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, n1 = i / ROWS;
        buf[r * FS_PITCH + LIDX(n1)] = first + r < FS_OTHER
            ? conj_if(src[line + (size_t)n1 * FS_OTHER + first + r], conj_in)
            : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(buf + get_local_id(1) * FS_PITCH, get_local_id(0), tw);
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, k1 = i / ROWS;
        if (first + r < FS_OTHER)
            dst[line + (size_t)k1 * FS_OTHER + first + r] =
                cmul(buf[r * FS_PITCH + LIDX(k1)], tw_line[(first + r) * k1]);
    }
}

// Step two, built with N = N2 and FS_OTHER = N1: the length-N2 DFTs of the contiguous runs
// k1 * N2 + n2, stored in natural order at k1 + N1 * k2 of dst.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_four_step_contiguous(global const float2* restrict src, global float2* restrict dst,
                              const int conj_out, global const float2* restrict tw)
{
    local float2 buf[ROWS * FS_PITCH];
    const int lid = get_local_id(1) * T + get_local_id(0);
    const int first = get_group_id(0) * ROWS; // first k1 of this group
    const size_t line = (size_t)get_group_id(1) * (N * FS_OTHER);

    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i / N, n2 = i % N;
        buf[r * FS_PITCH + LIDX(n2)] = first + r < FS_OTHER ? src[line + (size_t)(first + r) * N + n2]
                                                      : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(buf + get_local_id(1) * FS_PITCH, get_local_id(0), tw);
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, k2 = i / ROWS;
        if (first + r < FS_OTHER)
            dst[line + (size_t)k2 * FS_OTHER + first + r] = conj_if(buf[r * FS_PITCH + LIDX(k2)], conj_out);
    }
}
#endif
