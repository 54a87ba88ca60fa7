// Whole-row FFTs in local memory: a work-group loads ROWS rows of length N, runs every
// Stockham autosort pass between barriers (no bit reversal), and writes the rows back.
// Needs radix.cl before it. Build options, all set by the host plan:
//   N         row length
//   T         work-items per row (local size x), ROWS rows per work-group (local size y)
//   MAXE      private elements per work-item, >= ceil((N/R)/T)*R for every pass
//   NP        number of passes; R<p>, L<p> radix and span (product of earlier radices)
//   FS_OTHER  (four-step programs only) the other factor of a line of N * FS_OTHER points
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
                    v[i * R + j] = cmul(v[i * R + j], tw[j * k * S]);
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

// Forward FFT of one row in local memory; every work-item of the group must call it.
inline void fft_row(local float2* row, const int t, global const float2* restrict tw)
{
#if NP > 0
    local_pass(row, t, R0, L0, tw);
#endif
#if NP > 1
    local_pass(row, t, R1, L1, tw);
#endif
#if NP > 2
    local_pass(row, t, R2, L2, tw);
#endif
#if NP > 3
    local_pass(row, t, R3, L3, tw);
#endif
#if NP > 4
    local_pass(row, t, R4, L4, tw);
#endif
#if NP > 5
    local_pass(row, t, R5, L5, tw);
#endif
#if NP > 6
    local_pass(row, t, R6, L6, tw);
#endif
#if NP > 7
    local_pass(row, t, R7, L7, tw);
#endif
#if NP > 8
    local_pass(row, t, R8, L8, tw);
#endif
#if NP > 9
    local_pass(row, t, R9, L9, tw);
#endif
#if NP > 10
    local_pass(row, t, R10, L10, tw);
#endif
#if NP > 11
    local_pass(row, t, R11, L11, tw);
#endif
#if NP > 12
    local_pass(row, t, R12, L12, tw);
#endif
#if NP > 13
    local_pass(row, t, R13, L13, tw);
#endif
#if NP > 14
    local_pass(row, t, R14, L14, tw);
#endif
#if NP > 15
    local_pass(row, t, R15, L15, tw);
#endif
#if NP > 16
#error "at most 16 passes"
#endif
}

// In-place complex FFT of `rows` contiguous rows of length N.
// conj_io = 1 gives the unnormalised inverse as conj(FFT(conj(x))).
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2c_rows(global float2* data, const int rows, const int conj_io,
                  global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int row = get_group_id(0) * ROWS + r;
    const bool active = row < rows;
    local float2* mine = buf + r * LPITCH;
    global float2* line = data + (size_t)row * N;

    for (int n = t; n < N; n += T)
        mine[LIDX(n)] = active ? conj_if(line[n], conj_io) : (float2)(0.0f, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    if (active)
        for (int n = t; n < N; n += T)
            line[n] = conj_if(mine[LIDX(n)], conj_io);
}

// Real rows to half spectra, two rows per FFT: z = a + i b, then
// A[k] = (Z[k] + conj Z[N-k]) / 2 and B[k] = -i (Z[k] - conj Z[N-k]) / 2, k = 0..N/2.
// Input: `rows` real rows of length N; output rows of out_stride (>= N/2+1) complex values.
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

    for (int n = t; n < N; n += T)
        mine[LIDX(n)] = (float2)(ra < rows ? a[n] : 0.0f, rb < rows ? b[n] : 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    for (int k = t; k <= N / 2; k += T) {
        const float2 z = mine[LIDX(k)];
        const float2 zm = mine[LIDX((N - k) % N)];
        const float2 zc = (float2)(zm.x, -zm.y);
        if (ra < rows)
            out[(size_t)ra * out_stride + k] = 0.5f * (z + zc);
        if (rb < rows)
            out[(size_t)rb * out_stride + k] = mul_neg_i(0.5f * (z - zc));
    }
}

// Half spectra to real rows (the inverse of fft_r2c_row_pairs, unnormalised, times `scale`).
// Bin k of row y is in[y * row_step + k * bin_step]: rows of a row-major half spectrum, or
// read across the transposed one (row_step 1) so the inverse needs no transpose.
// The missing half comes from Hermitian symmetry; the imaginary parts of the DC and Nyquist
// bins are dropped, as a real signal's are zero.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2r_row_pairs(global const float2* restrict in, global float* restrict out,
                       const int rows, const int row_step, const int bin_step, const float scale,
                       global const float2* restrict tw, global float4* restrict stats, const int stats_first)
{
    local float2 buf[ROWS * LPITCH];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (get_group_id(0) * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * LPITCH;

    for (int n = t; n < N; n += T) {
        const bool upper = 2 * n > N;
        const int k = upper ? N - n : n;
        float2 xa, xb;
        if (row_step == 1 && rb < rows) { // across the transposed spectrum: the pair is adjacent
            const float4 q = vload4(0, (global const float*)(in + (size_t)k * bin_step + ra));
            xa = q.lo;
            xb = q.hi;
        } else {
            xa = ra < rows ? in[(size_t)ra * row_step + (size_t)k * bin_step] : (float2)(0.0f, 0.0f);
            xb = rb < rows ? in[(size_t)rb * row_step + (size_t)k * bin_step] : (float2)(0.0f, 0.0f);
        }
        if (n == 0 || 2 * n == N) {
            xa.y = 0.0f;
            xb.y = 0.0f;
        }
        xa = conj_if(xa, upper);
        xb = conj_if(xb, upper);
        // conj(xa + i xb), ready for the forward transform
        mine[LIDX(n)] = (float2)(xa.x - xb.y, -(xa.y + xb.x));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    global float* a = out + (size_t)ra * N;
    global float* b = out + (size_t)rb * N;
    float lo = INFINITY, hi = -INFINITY, peak = 0.0f;
    for (int n = t; n < N; n += T) {
        const float2 z = mine[LIDX(n)];
        const float ga = z.x * scale, gb = -z.y * scale;
        if (ra < rows) {
            a[n] = ga;
            lo = fmin(lo, ga);
            hi = fmax(hi, ga);
            peak = fmax(peak, fabs(ga));
        }
        if (rb < rows) {
            b[n] = gb;
            lo = fmin(lo, gb);
            hi = fmax(hi, gb);
            peak = fmax(peak, fabs(gb));
        }
    }
#if 2 * T <= LPITCH // room for the reduction in the rows' local memory (the host checks the same)
    if (stats_first < 0)
        return;
    // The plane's (min, max, max |g|) as it is written, one partial per work-group, so the
    // output mapping needs no pass of its own over the plane (mapping.cl's combine_stats
    // finishes it). The rows' local memory is free again once every value is read.
    local float4* acc = (local float4*)buf;
    const int l = r * T + t, count = T * ROWS;
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
        stats[stats_first + get_group_id(0)] = acc[0];
#endif
}

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
    local float2* mine = buf + r * LPITCH;
    const size_t line = (size_t)u * N;

    for (int n = t; n < N; n += T) {
        const D2 kv = n <= N / 2 ? n : n - N;
        mine[LIDX(n)] = active ? conj_if(spectrum[line + n] * gain_at(u, kv, FILTER_PASS), 1) : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    if (active)
        for (int n = t; n < N; n += T)
            out[line + n] = conj_if(mine[LIDX(n)], 1);
}
#endif

// The strided axis read in place (no transpose pass): lines of N points whose point n lies at
// n * pitch + line in memory -- the columns of the row-major half spectrum the row pass
// writes. A work-group takes ROWS neighbouring lines, so each read or write of a point covers
// ROWS consecutive elements, and transforms them in local memory; written as contiguous lines
// at line * N + n (the transposed half spectrum the plans keep). conj_io = 1 gives the
// unnormalised inverse. (The inverse reads across memory in its row pass instead, so that
// no pass writes across memory: partial writes cost far more than partial reads.)
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_columns_gather(global const float2* restrict src, global float2* restrict dst, const int lines,
                        const int pitch, const int conj_io, global const float2* restrict tw)
{
    local float2 buf[ROWS * LPITCH];
    const int lid = get_local_id(1) * T + get_local_id(0);
    const int first = get_group_id(0) * ROWS; // first line of this group

    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, n = i / ROWS;
        buf[r * LPITCH + LIDX(n)] =
            first + r < lines ? conj_if(src[(size_t)n * pitch + first + r], conj_io) : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(buf + get_local_id(1) * LPITCH, get_local_id(0), tw);
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i / N, n = i % N;
        if (first + r < lines)
            dst[(size_t)(first + r) * N + n] = conj_if(buf[r * LPITCH + LIDX(n)], conj_io);
    }
}

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
