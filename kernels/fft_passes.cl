// One radix-R Stockham pass over rows in global memory, for rows too long for local memory
// (and for Bluestein's padded rows). Needs radix.cl before it. The host enqueues the passes
// back to back, ping-ponging between two buffers; one work-item does one butterfly.
// Global size: (N/R rounded up to the work-group size, rows).

#define PB_MAX_RADIX 13

kernel void fft_global_pass(global const float2* restrict src, global float2* restrict dst,
                            const int N, const int R, const int L,
                            const int conj_in, const int conj_out,
                            global const float2* restrict tw)
{
    const int B = N / R;
    const int b = get_global_id(0);
    if (b >= B)
        return;
    const size_t base = (size_t)get_global_id(1) * N;
    const int k = b % L;
    const int S = N / (L * R);
    float2 v[PB_MAX_RADIX];
    for (int j = 0; j < R; ++j) {
        v[j] = conj_if(src[base + b + j * B], conj_in);
        if (j > 0 && L > 1)
            v[j] = cmul(v[j], tw[j * k * S]);
    }
    // A runtime radix: name each case so the butterflies stay fully unrolled.
    switch (R) {
    case 2: butterfly(v, 2); break;
    case 3: butterfly(v, 3); break;
    case 4: butterfly(v, 4); break;
    case 5: butterfly(v, 5); break;
    case 7: butterfly(v, 7); break;
    case 8: butterfly(v, 8); break;
    case 11: butterfly(v, 11); break;
    case 13: butterfly(v, 13); break;
    default: break;
    }
    const int o = (b - k) * R + k;
    for (int j = 0; j < R; ++j)
        dst[base + o + j * L] = conj_if(v[j], conj_out);
}
