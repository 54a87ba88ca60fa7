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
                v[i * R + j] = row[b + j * B];
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
                row[o + j * L] = v[i * R + j];
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
    local float2 buf[ROWS * N];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int row = get_group_id(0) * ROWS + r;
    const bool active = row < rows;
    local float2* mine = buf + r * N;
    global float2* line = data + (size_t)row * N;

    for (int n = t; n < N; n += T)
        mine[n] = active ? conj_if(line[n], conj_io) : (float2)(0.0f, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    if (active)
        for (int n = t; n < N; n += T)
            line[n] = conj_if(mine[n], conj_io);
}

// Real rows to half spectra, two rows per FFT: z = a + i b, then
// A[k] = (Z[k] + conj Z[N-k]) / 2 and B[k] = -i (Z[k] - conj Z[N-k]) / 2, k = 0..N/2.
// Input: `rows` real rows of length N; output rows of out_stride (>= N/2+1) complex values.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_r2c_row_pairs(global const float* restrict in, global float2* restrict out,
                       const int rows, const int out_stride, global const float2* restrict tw)
{
    local float2 buf[ROWS * N];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (get_group_id(0) * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * N;
    global const float* a = in + (size_t)ra * N;
    global const float* b = in + (size_t)rb * N;

    for (int n = t; n < N; n += T)
        mine[n] = (float2)(ra < rows ? a[n] : 0.0f, rb < rows ? b[n] : 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    for (int k = t; k <= N / 2; k += T) {
        const float2 z = mine[k];
        const float2 zm = mine[(N - k) % N];
        const float2 zc = (float2)(zm.x, -zm.y);
        if (ra < rows)
            out[(size_t)ra * out_stride + k] = 0.5f * (z + zc);
        if (rb < rows)
            out[(size_t)rb * out_stride + k] = mul_neg_i(0.5f * (z - zc));
    }
}

// Half spectra to real rows (the inverse of fft_r2c_row_pairs, unnormalised, times `scale`).
// The missing half comes from Hermitian symmetry; the imaginary parts of the DC and Nyquist
// bins are dropped, as a real signal's are zero.
kernel __attribute__((reqd_work_group_size(T, ROWS, 1)))
void fft_c2r_row_pairs(global const float2* restrict in, global float* restrict out,
                       const int rows, const int in_stride, const float scale,
                       global const float2* restrict tw)
{
    local float2 buf[ROWS * N];
    const int t = get_local_id(0);
    const int r = get_local_id(1);
    const int ra = 2 * (get_group_id(0) * ROWS + r);
    const int rb = ra + 1;
    local float2* mine = buf + r * N;

    for (int n = t; n < N; n += T) {
        const bool upper = 2 * n > N;
        const int k = upper ? N - n : n;
        float2 xa = ra < rows ? in[(size_t)ra * in_stride + k] : (float2)(0.0f, 0.0f);
        float2 xb = rb < rows ? in[(size_t)rb * in_stride + k] : (float2)(0.0f, 0.0f);
        if (n == 0 || 2 * n == N) {
            xa.y = 0.0f;
            xb.y = 0.0f;
        }
        xa = conj_if(xa, upper);
        xb = conj_if(xb, upper);
        // conj(xa + i xb), ready for the forward transform
        mine[n] = (float2)(xa.x - xb.y, -(xa.y + xb.x));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(mine, t, tw);
    global float* a = out + (size_t)ra * N;
    global float* b = out + (size_t)rb * N;
    for (int n = t; n < N; n += T) {
        const float2 z = mine[n];
        if (ra < rows)
            a[n] = z.x * scale;
        if (rb < rows)
            b[n] = -z.y * scale;
    }
}

#ifdef FS_OTHER
// Four-step FFT of lines of N * FS_OTHER points too long for local memory, as two local
// steps (Bailey): with the line x[n1 * N2 + n2], N1 * N2 points,
//   X[k1 + N1 k2] = sum_n2 W_N2^(n2 k2) W_(N1 N2)^(n2 k1) sum_n1 x[n1 N2 + n2] W_N1^(n1 k1).
// A work-group takes ROWS neighbouring subsequences, so each global access covers ROWS
// consecutive points; local rows are padded by one point against bank conflicts.
#define FS_PITCH (N + 1)

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
        buf[r * FS_PITCH + n1] = first + r < FS_OTHER
            ? conj_if(src[line + (size_t)n1 * FS_OTHER + first + r], conj_in)
            : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(buf + get_local_id(1) * FS_PITCH, get_local_id(0), tw);
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, k1 = i / ROWS;
        if (first + r < FS_OTHER)
            dst[line + (size_t)k1 * FS_OTHER + first + r] =
                cmul(buf[r * FS_PITCH + k1], tw_line[(first + r) * k1]);
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
        buf[r * FS_PITCH + n2] = first + r < FS_OTHER ? src[line + (size_t)(first + r) * N + n2]
                                                      : (float2)(0.0f, 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    fft_row(buf + get_local_id(1) * FS_PITCH, get_local_id(0), tw);
    for (int i = lid; i < ROWS * N; i += T * ROWS) {
        const int r = i % ROWS, k2 = i / ROWS;
        if (first + r < FS_OTHER)
            dst[line + (size_t)k2 * FS_OTHER + first + r] = conj_if(buf[r * FS_PITCH + k2], conj_out);
    }
}
#endif
