// The readouts of an update, reduced on the device into per-work-group partial sums that the
// host adds up in double precision. Build options: GROUP (work-group size, a power of two),
// SAMPLE (uchar or ushort) and STRIDE (samples per pixel), as for mapping.cl.

#ifndef GROUP
#define GROUP 256
#endif
#ifndef SAMPLE
#define SAMPLE uchar
#endif
#ifndef ORIGINAL // the original samples' type where it differs (8-bit samples kept in 16 bits on the host)
#define ORIGINAL SAMPLE
#endif
#ifndef STRIDE
#define STRIDE 1
#endif

// Sum of every work-item's `mine` over the work-group, into work-item 0's return value.
inline float4 sum_group(local float4* acc, float4 mine)
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
    local float4 acc[GROUP];
    const int bins = (W / 2 + 1) * H;
    float2 sum = (float2)(0.0f, 0.0f);
    for (int i = get_global_id(0); i < bins; i += get_global_size(0)) {
        const int u = i / H;
        const float weight = (u == 0 || 2 * u == W) ? 1.0f : 2.0f;
        const float2 a = f[i], b = g[i];
        sum += weight * (float2)(dot(a, a), dot(b, b));
    }
    const float4 total = sum_group(acc, (float4)(sum, 0.0f, 0.0f));
    if (get_local_id(0) == 0)
        partial[first + get_group_id(0)] = total.xy;
}

// (sum |r - o|, sum (r - o)^2) over the first `colour` samples of each of n pixels of two
// interleaved sample buffers (alpha, after them, is left out). Into partial[first + group].
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void difference_partials(global const ORIGINAL* restrict original, global const SAMPLE* restrict result,
                         const int n, const int colour, global float2* restrict partial, const int first)
{
    local float4 acc[GROUP];
    float2 sum = (float2)(0.0f, 0.0f);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        for (int c = 0; c < colour; ++c) {
            const size_t k = (size_t)i * STRIDE + c;
            const float d = (float)result[k] - (float)original[k];
            sum += (float2)(fabs(d), d * d);
        }
    const float4 total = sum_group(acc, (float4)(sum, 0.0f, 0.0f));
    if (get_local_id(0) == 0)
        partial[first + get_group_id(0)] = total.xy;
}

// The radial power profile: for each ring k, the bins whose distance D from DC (in
// spectrum pixels of the image, D / SCALE on a grid SCALE times finer) rounds to k, half up:
// (SCALE (k - 1/2))^2 <= D^2 < (SCALE (k + 1/2))^2, tested on 4 D^2 in integers. Sums of
// (bins, |F|^2, |G|^2) over the full W x H spectrum from half spectra as energy_partials
// reads them, into rings[k]; with first = 0 the power sums add to what is there (the next
// colour channel). One work-group per ring: global size GROUP x rings.
inline float4 ring_bin(global const float2* restrict f, global const float2* restrict g, const size_t i,
                       const float weight)
{
    const float2 a = f[i], b = g[i];
    return weight * (float4)(1.0f, dot(a, a), dot(b, b), 0.0f);
}

kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void radial_power(global const float2* restrict f, global const float2* restrict g, const int W, const int H,
                  const int scale, global float4* restrict rings, const int first)
{
    local float4 acc[GROUP];
    const int k = get_group_id(0);
    const long s2 = (long)scale * scale;
    const long lower = k == 0 ? 0 : (long)(2 * k - 1) * (2 * k - 1) * s2; // 4 D^2 >= lower
    const long upper = (long)(2 * k + 1) * (2 * k + 1) * s2;              // 4 D^2 < upper
    const int lastU = min(W / 2, (int)(0.5f * sqrt((float)upper)) + 1);
    float4 sum = (float4)(0.0f);
    for (int u = get_local_id(0); u <= lastU; u += GROUP) {
        const long u4 = 4L * u * u;
        if (u4 >= upper)
            break;
        // kv from the smallest with 4 kv^2 >= lower - u4 to the largest with 4 kv^2 < upper - u4,
        // found near their float square roots and settled in integers.
        const long need = lower - u4, room = upper - u4;
        int lo = need <= 0 ? 0 : (int)(0.5f * sqrt((float)need));
        while (lo > 0 && 4L * (lo - 1) * (lo - 1) >= need)
            --lo;
        while (4L * lo * lo < need)
            ++lo;
        int hi = (int)(0.5f * sqrt((float)room));
        while (hi >= 0 && 4L * hi * hi >= room)
            --hi;
        while (4L * (hi + 1) * (hi + 1) < room)
            ++hi;
        hi = min(hi, H / 2);
        const float weight = (u == 0 || 2 * u == W) ? 1.0f : 2.0f;
        const size_t row = (size_t)u * H;
        for (int kv = lo; kv <= hi; ++kv) {
            sum += ring_bin(f, g, row + kv, weight);
            if (kv > 0 && kv <= (H - 1) / 2) // its negative frequency, unless that is +kv itself
                sum += ring_bin(f, g, row + H - kv, weight);
        }
    }
    const float4 total = sum_group(acc, sum);
    if (get_local_id(0) == 0)
        rings[k] = first ? total : (float4)(total.x, rings[k].y + total.y, rings[k].z + total.z, 0.0f);
}
