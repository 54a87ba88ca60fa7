// Filtered planes to output samples, on the device: min/max statistics by a two-stage
// reduction, then the chosen mapping to 0..maxval, written straight into the interleaved
// pixel buffer that is downloaded. Build option: GROUP (reduction work-group size, a power
// of two), SAMPLE (uchar or ushort).

#ifndef GROUP
#define GROUP 256
#endif
#ifndef SAMPLE
#define SAMPLE uchar
#endif

#define MAP_CLAMP 0
#define MAP_NORMALIZE 1
#define MAP_MAGNITUDE 2

// (min, max, max |g|) statistics of two parts together.
inline float4 combine(float4 a, float4 b)
{
    return (float4)(fmin(a.x, b.x), fmax(a.y, b.y), fmax(a.z, b.z), 0.0f);
}

// Tree reduction of every work-item's `mine` over the work-group; all work-items get the total.
inline float4 reduce_group(local float4* acc, float4 mine)
{
    const int l = get_local_id(0);
    acc[l] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = GROUP / 2; step > 0; step /= 2) {
        if (l < step)
            acc[l] = combine(acc[l], acc[l + step]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    return acc[0];
}

// (min, max, max |g|) of one plane into partial[first + group]. Any global size that is a
// multiple of GROUP; work-items stride over the plane.
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void plane_stats(global const float* restrict plane, const int n, global float4* restrict partial,
                 const int first)
{
    local float4 acc[GROUP];
    float4 s = (float4)(INFINITY, -INFINITY, 0.0f, 0.0f);
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        const float g = plane[i];
        s.x = fmin(s.x, g);
        s.y = fmax(s.y, g);
        s.z = fmax(s.z, fabs(g));
    }
    const float4 total = reduce_group(acc, s);
    if (get_local_id(0) == 0)
        partial[first + get_group_id(0)] = total;
}

// stats[0] = combination of partial[0..count). One work-group of GROUP.
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void combine_stats(global const float4* restrict partial, const int count, global float4* restrict stats)
{
    local float4 acc[GROUP];
    const int l = get_local_id(0);
    float4 s = (float4)(INFINITY, -INFINITY, 0.0f, 0.0f);
    for (int i = l; i < count; i += GROUP)
        s = combine(s, partial[i]);
    const float4 total = reduce_group(acc, s);
    if (l == 0)
        stats[0] = total;
}

// out[i*stride + channel] = mapping of plane[i] to 0..maxval, rounded half up.
// clamp: clip(g, 0, maxval); normalize: (g - min)/(max - min) maxval; magnitude: |g|/max|g| maxval.
// A constant plane normalizes, and an all-zero plane magnitudes, to 0. Global size n.
kernel void map_plane(global const float* restrict plane, const int n, global SAMPLE* restrict out,
                      const int stride, const int channel, const int mode, const float maxval,
                      global const float4* restrict stats)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const float g = plane[i];
    float y;
    if (mode == MAP_CLAMP) {
        y = clamp(g, 0.0f, maxval);
    } else if (mode == MAP_NORMALIZE) {
        const float4 s = stats[0];
        const float range = s.y - s.x;
        y = range > 0.0f ? (g - s.x) / range * maxval : 0.0f;
    } else {
        const float peak = stats[0].z;
        y = peak > 0.0f ? fabs(g) / peak * maxval : 0.0f;
    }
    out[(size_t)i * stride + channel] = (SAMPLE)clamp(floor(y + 0.5f), 0.0f, maxval);
}

// plane[i] = in[i*stride + channel] as float: one channel out of the uploaded pixels.
kernel void unpack_channel(global const SAMPLE* restrict in, const int n, const int stride,
                           const int channel, global float* restrict plane)
{
    const int i = get_global_id(0);
    if (i < n)
        plane[i] = (float)in[(size_t)i * stride + channel];
}
