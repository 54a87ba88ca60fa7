// Bluestein's chirp-z transform for lengths with a prime factor the radix kernels lack:
// X[k] = conj(c[k]) * sum_n (x[n] conj(c[n])) c[k-n],  c[m] = exp(i pi m^2 / N),
// a linear convolution done as a cyclic one of padded length M >= 2N-1 with a smooth M.
// The host makes c (N values) and the filter spectrum (M values, already divided by M)
// in double precision. Rows are processed in chunks: `first_row` offsets into the data.

// work[r][m] = x[r][m] conj(c[m]) for m < N, 0 up to M. Global size (M, rows in chunk).
kernel void bluestein_premultiply(global const float2* restrict src, global float2* restrict work,
                                  global const float2* restrict chirp,
                                  const int N, const int M, const int first_row, const int conj_in)
{
    const int m = get_global_id(0), r = get_global_id(1);
    if (m >= M)
        return;
    float2 value = (float2)(0.0f, 0.0f);
    if (m < N) {
        const float2 x = conj_if(src[(size_t)(first_row + r) * N + m], conj_in);
        const float2 c = chirp[m];
        value = cmul(x, (float2)(c.x, -c.y));
    }
    work[(size_t)r * M + m] = value;
}

// work[r][m] = conj(work[r][m] * filter[m]): the convolution's product, conjugated so the
// next forward FFT gives the (conjugated, scaled) inverse. Global size (M, rows in chunk).
kernel void bluestein_convolve(global float2* work, global const float2* restrict filter,
                               const int M)
{
    const int m = get_global_id(0), r = get_global_id(1);
    if (m >= M)
        return;
    const size_t i = (size_t)r * M + m;
    const float2 p = cmul(work[i], filter[m]);
    work[i] = (float2)(p.x, -p.y);
}

// dst[r][k] = conj(c[k]) * conj(work[r][k]) for k < N (the conj undoes the inverse trick).
// Global size (N, rows in chunk).
kernel void bluestein_postmultiply(global const float2* restrict work, global float2* restrict dst,
                                   global const float2* restrict chirp,
                                   const int N, const int M, const int first_row, const int conj_out)
{
    const int k = get_global_id(0), r = get_global_id(1);
    if (k >= N)
        return;
    const float2 w = work[(size_t)r * M + k];
    const float2 c = chirp[k];
    const float2 y = cmul((float2)(w.x, -w.y), (float2)(c.x, -c.y));
    dst[(size_t)(first_row + r) * N + k] = conj_if(y, conj_out);
}
