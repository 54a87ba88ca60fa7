// The readouts of an update, reduced on the device into per-work-group partial sums that the
// host adds up in double precision. Build options: GROUP (work-group size, a power of two),
// SAMPLE (uchar or ushort) and STRIDE (samples per pixel), as for mapping.cl.

#ifndef GROUP
#define GROUP 256
#endif
#ifndef SAMPLE
#define SAMPLE uchar
#endif
#ifndef STRIDE
#define STRIDE 1
#endif

// Sum of every work-item's `mine` over the work-group, into work-item 0's return value.
inline float2 sum_group(local float2* acc, float2 mine)
{
    const int l = get_local_id(0);
    acc[l] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = GROUP / 2; step > 0; step /= 2) {
        if (l < step)
            acc[l] += acc[l + step];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    return acc[0];
}

// (sum |F|^2, sum |G|^2) over the full W x H spectrum, from half spectra kept as u*H + v for
// u = 0..W/2: every column but u = 0 and, for even W, u = W/2 stands for itself and its
// Hermitian mirror, so it counts twice. Into partial[first + group]; any global size that is
// a multiple of GROUP, work-items striding over the bins.
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void energy_partials(global const float2* restrict f, global const float2* restrict g, const int W,
                     const int H, global float2* restrict partial, const int first)
{
    local float2 acc[GROUP];
    const int bins = (W / 2 + 1) * H;
    float2 sum = (float2)(0.0f, 0.0f);
    for (int i = get_global_id(0); i < bins; i += get_global_size(0)) {
        const int u = i / H;
        const float weight = (u == 0 || 2 * u == W) ? 1.0f : 2.0f;
        const float2 a = f[i], b = g[i];
        sum += weight * (float2)(dot(a, a), dot(b, b));
    }
    const float2 total = sum_group(acc, sum);
    if (get_local_id(0) == 0)
        partial[first + get_group_id(0)] = total;
}

// (sum |r - o|, sum (r - o)^2) over the first `colour` samples of each of n pixels of two
// interleaved sample buffers (alpha, after them, is left out). Into partial[first + group].
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void difference_partials(global const SAMPLE* restrict original, global const SAMPLE* restrict result,
                         const int n, const int colour, global float2* restrict partial, const int first)
{
    local float2 acc[GROUP];
    float2 sum = (float2)(0.0f, 0.0f);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        for (int c = 0; c < colour; ++c) {
            const size_t k = (size_t)i * STRIDE + c;
            const float d = (float)result[k] - (float)original[k];
            sum += (float2)(fabs(d), d * d);
        }
    const float2 total = sum_group(acc, sum);
    if (get_local_id(0) == 0)
        partial[first + get_group_id(0)] = total;
}
