// Filtered planes to output samples, on the device: min/max statistics by a two-stage
// reduction, then the chosen mapping to 0..maxval, written straight into the interleaved
// pixel buffer that is downloaded. Build options: GROUP (reduction work-group size, a power
// of two), SAMPLE (uchar, ushort, or float with REAL_SAMPLES=1), STRIDE (samples per pixel of the interleaved buffer; a
// constant, so that CPU compilers vectorise the accesses), CHUNKED (1 on CPUs: each
// work-item reduces one contiguous run instead of striding, which suits caches, not GPUs).

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
#ifndef CHUNKED
#define CHUNKED 0
#endif

#define MAP_CLAMP 0
#define MAP_NORMALIZE 1
#define MAP_MAGNITUDE 2
#define MAP_NONE 3
#ifndef REAL_SAMPLES
#define REAL_SAMPLES 0
#endif

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
    float lo = INFINITY, hi = -INFINITY, peak = 0.0f;
#if CHUNKED
    // One contiguous run per work-item, 16 lanes at a time: explicit vectors, because a
    // CPU compiler will not reorder a scalar floating-point reduction by itself.
    const int chunk = ((n + get_global_size(0) - 1) / get_global_size(0) + 15) / 16 * 16;
    const int start = min(n, (int)get_global_id(0) * chunk);
    const int end = min(n, start + chunk);
    float16 lo16 = INFINITY, hi16 = -INFINITY, peak16 = 0.0f;
    int i = start;
    for (; i + 16 <= end; i += 16) {
        const float16 g = vload16(0, plane + i);
        lo16 = fmin(lo16, g);
        hi16 = fmax(hi16, g);
        peak16 = fmax(peak16, fabs(g));
    }
    for (; i < end; ++i) {
        const float g = plane[i];
        lo = fmin(lo, g);
        hi = fmax(hi, g);
        peak = fmax(peak, fabs(g));
    }
    float8 lo8 = fmin(lo16.lo, lo16.hi), hi8 = fmax(hi16.lo, hi16.hi), peak8 = fmax(peak16.lo, peak16.hi);
    float4 lo4 = fmin(lo8.lo, lo8.hi), hi4 = fmax(hi8.lo, hi8.hi), peak4 = fmax(peak8.lo, peak8.hi);
    lo = fmin(lo, fmin(fmin(lo4.x, lo4.y), fmin(lo4.z, lo4.w)));
    hi = fmax(hi, fmax(fmax(hi4.x, hi4.y), fmax(hi4.z, hi4.w)));
    peak = fmax(peak, fmax(fmax(peak4.x, peak4.y), fmax(peak4.z, peak4.w)));
#else
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        const float g = plane[i];
        lo = fmin(lo, g);
        hi = fmax(hi, g);
        peak = fmax(peak, fabs(g));
    }
#endif
    const float4 total = reduce_group(acc, (float4)(lo, hi, peak, 0.0f));
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

// The share of the larger of the output's range and the largest magnitude below which a
// spread (or, for magnitude, the largest |g|) counts as none: core/filter.h's kFlatShare.
#define FLAT_SHARE 1e-5f
inline float flat_spread(const float lo, const float hi, const float4 s)
{
    return FLAT_SHARE * fmax(hi - lo, fmax(fabs(s.x), fabs(s.y)));
}

// One output sample: g mapped to lo..hi (0..maxval for integer samples, rounded half up; the
// image's range for float samples, not rounded).
// clamp: clip(g, lo, hi); normalize: lo + (g - min)/(max - min) (hi - lo);
// magnitude: lo + |g|/max|g| (hi - lo); none: g as it is (float samples only).
// A plane whose spread is flat_spread() or less normalizes, and one whose largest |g| is
// magnitudes, to lo: what a float FFT leaves of an exactly constant result is rounding.
inline SAMPLE map_sample(const float g, const int mode, const float lo, const float hi, const float4 s)
{
    float y;
    if (mode == MAP_CLAMP) {
        y = clamp(g, lo, hi);
    } else if (mode == MAP_NORMALIZE) {
        const float range = s.y - s.x;
        y = lo + (range > flat_spread(lo, hi, s) ? (g - s.x) / range * (hi - lo) : 0.0f);
    } else if (mode == MAP_MAGNITUDE) {
        y = lo + (s.z > flat_spread(lo, hi, s) ? fabs(g) / s.z * (hi - lo) : 0.0f);
    } else {
        y = g;
    }
#if REAL_SAMPLES
    return y;
#else
    return (SAMPLE)clamp(floor(y + 0.5f), lo, hi);
#endif
}

// The same mapping for 16 pixels in explicit vectors (CPU compilers do not vectorise the
// scalar form across work-items).
#define PB_CAT_(a, b) a##b
#define PB_CAT(a, b) PB_CAT_(a, b)
#define PB_VEC16(type) PB_CAT(type, 16)
#define PB_CONVERT16(type) PB_CAT(convert_, PB_CAT(type, 16))
inline PB_VEC16(SAMPLE) map_sample16(const float16 g, const int mode, const float lo, const float hi, const float4 s)
{
    float16 y;
    if (mode == MAP_CLAMP) {
        y = clamp(g, lo, hi);
    } else if (mode == MAP_NORMALIZE) {
        const float range = s.y - s.x;
        y = lo + (range > flat_spread(lo, hi, s) ? (g - s.x) / range * (hi - lo) : (float16)(0.0f));
    } else if (mode == MAP_MAGNITUDE) {
        y = lo + (s.z > flat_spread(lo, hi, s) ? fabs(g) / s.z * (hi - lo) : (float16)(0.0f));
    } else {
        y = g;
    }
#if REAL_SAMPLES
    return y;
#else
    return PB_CONVERT16(SAMPLE)(clamp(floor(y + 0.5f), lo, hi));
#endif
}

// out[i*STRIDE + channel] = map_sample(plane[i]). PER_ITEM (build option) is 4 on GPUs, where
// a work-item reads 16 bytes and, for one channel, writes its samples in one store, or 16 on
// CPUs, where each work-item maps 16 consecutive pixels with vectors. Global size
// ceil(n / PER_ITEM).
#ifndef PER_ITEM
#define PER_ITEM 1
#endif
kernel void map_plane(global const float* restrict plane, const int n, global SAMPLE* restrict out,
                      const int channel, const int mode, const float lo, const float hi,
                      global const float4* restrict stats)
{
    const int first = get_global_id(0) * PER_ITEM;
    const float4 s = mode == MAP_NORMALIZE || mode == MAP_MAGNITUDE ? stats[0] : (float4)(0.0f);
#if PER_ITEM == 16
    if (first + 16 <= n) {
        const PB_VEC16(SAMPLE) y = map_sample16(vload16(0, plane + first), mode, lo, hi, s);
#if STRIDE == 1
        vstore16(y, 0, out + first);
#else
        SAMPLE v[16];
        vstore16(y, 0, v);
        for (int p = 0; p < 16; ++p)
            out[(size_t)(first + p) * STRIDE + channel] = v[p];
#endif
        return;
    }
#elif PER_ITEM == 4
    if (first + 4 <= n) {
        const float4 g = vload4(0, plane + first);
        const SAMPLE y0 = map_sample(g.x, mode, lo, hi, s), y1 = map_sample(g.y, mode, lo, hi, s),
                     y2 = map_sample(g.z, mode, lo, hi, s), y3 = map_sample(g.w, mode, lo, hi, s);
#if STRIDE == 1
        vstore4((PB_CAT(SAMPLE, 4))(y0, y1, y2, y3), 0, out + first);
#else
        out[(size_t)first * STRIDE + channel] = y0;
        out[(size_t)(first + 1) * STRIDE + channel] = y1;
        out[(size_t)(first + 2) * STRIDE + channel] = y2;
        out[(size_t)(first + 3) * STRIDE + channel] = y3;
#endif
        return;
    }
#endif
    for (int i = first; i < min(n, first + PER_ITEM); ++i)
        out[(size_t)i * STRIDE + channel] = map_sample(plane[i], mode, lo, hi, s);
}

// The three colour planes mapped into the interleaved output in one launch (GPUs), where
// map_plane takes one launch per channel and each writes every STRIDE-th sample; a work-item's
// PER_ITEM pixels are contiguous samples, so a group's writes are whole runs. An alpha channel
// (STRIDE 4) is left as it is. Global size ceil(n / PER_ITEM), from any global offset.
kernel void map_planes3(global const float* restrict red, global const float* restrict green,
                        global const float* restrict blue, const int n, global SAMPLE* restrict out, const int mode,
                        const float lo, const float hi, global const float4* restrict stats)
{
    const int first = get_global_id(0) * PER_ITEM;
    const float4 s = mode == MAP_NORMALIZE || mode == MAP_MAGNITUDE ? stats[0] : (float4)(0.0f);
    for (int i = first; i < min(n, first + PER_ITEM); ++i) {
        global SAMPLE* pixel = out + (size_t)i * STRIDE;
        pixel[0] = map_sample(red[i], mode, lo, hi, s);
        pixel[1] = map_sample(green[i], mode, lo, hi, s);
        pixel[2] = map_sample(blue[i], mode, lo, hi, s);
    }
}

// plane[i] = in[i*STRIDE + channel] as float: one channel out of the uploaded pixels; with
// LOG_DOMAIN (build option, homomorphic filtering) ln(1 + max(that, 0)).
// Global size ceil(n / PER_ITEM).
#ifndef LOG_DOMAIN
#define LOG_DOMAIN 0
#endif
kernel void unpack_channel(global const ORIGINAL* restrict in, const int n, const int channel,
                           global float* restrict plane)
{
    const int first = get_global_id(0) * PER_ITEM;
    const int end = min(n, first + PER_ITEM);
    for (int i = first; i < end; ++i) {
        const float v = (float)in[(size_t)i * STRIDE + channel];
#if LOG_DOMAIN
        plane[i] = log1p(fmax(v, 0.0f));
#else
        plane[i] = v;
#endif
    }
}

// plane[i] = in[i*STRIDE + channel] - plane[i]: what the filter removed from one channel,
// from the original samples. Global size ceil(n / PER_ITEM).
kernel void subtract_from_original(global const ORIGINAL* restrict in, const int n, const int channel,
                                   global float* restrict plane)
{
    const int first = get_global_id(0) * PER_ITEM;
    const int end = min(n, first + PER_ITEM);
    for (int i = first; i < end; ++i)
        plane[i] = (float)in[(size_t)i * STRIDE + channel] - plane[i];
}

// out[(y w + x) STRIDE + channel] = in[(Y W + X) STRIDE + channel], (X, Y) the image pixel
// under the centre of preview pixel (x, y) of a w x h preview: X = floor((x + 1/2) W / w).
// Carries the alpha channel, which is not filtered, into a preview. Global size (w, h).
kernel void sample_channel(global const ORIGINAL* restrict in, const int W, const int H, const int channel,
                           global SAMPLE* restrict out, const int w, const int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    const int X = min(W - 1, (int)(((long)(2 * x + 1) * W) / (2 * w)));
    const int Y = min(H - 1, (int)(((long)(2 * y + 1) * H) / (2 * h)));
    out[((size_t)y * w + x) * STRIDE + channel] = (SAMPLE)in[((size_t)Y * W + X) * STRIDE + channel];
}

// One colour channel of the output on a lattice (README "What the panes show"): sample (i, j)
// of a cw x ch lattice is the image pixel (X, Y) = (i sx + sx/2, j sy + sy/2) of a W-wide image.
// `grid` holds the filtered result at those pixels, as the inverse transform of the folded
// spectrum made it: a gw-wide plane whose top-left cw x ch are the image's own (gw = 2 cw when
// mirrored). Then, as a full update does: Moisan's smooth component added back (`smooth`, a
// W-wide plane, when has_smooth), the log domain left (log_domain: exp - 1, the exponent capped
// as exp_plane caps it), and for the removed view the result taken from the original sample.
// Global size (cw, ch).
kernel void lattice_output(global const float* restrict grid, const int gw, global const float* restrict smooth,
                           const int has_smooth, global const ORIGINAL* restrict original, const int W,
                           const int channel, const int sx, const int sy, const int cw, const int ch,
                           const int log_domain, const int removed, global float* restrict out)
{
    const int i = get_global_id(0), j = get_global_id(1);
    if (i >= cw || j >= ch)
        return;
    const size_t pixel = (size_t)(j * sy + sy / 2) * W + (i * sx + sx / 2);
    float g = grid[(size_t)j * gw + i];
    if (has_smooth)
        g += smooth[pixel];
    if (log_domain)
        g = expm1(fmin(g, 88.0f));
    if (removed)
        g = (float)original[pixel * STRIDE + channel] - g;
    out[(size_t)j * cw + i] = g;
}

// The pixels a preview's automatic contrast takes its percentiles from (percentilePixels() in
// core/image.h lists them): each listed pixel's STRIDE samples, in list order. Global size n.
kernel void gather_pixels(global const SAMPLE* restrict in, global const int* restrict listed, const int n,
                          global SAMPLE* restrict out)
{
    const int k = get_global_id(0);
    if (k >= n)
        return;
    const size_t from = (size_t)listed[k] * STRIDE, to = (size_t)k * STRIDE;
    for (int c = 0; c < STRIDE; ++c)
        out[to + c] = in[from + c];
}

// Automatic contrast of integer samples on the device (percentilesOf() in core/image.h, by
// the same histogram): the colour samples of the listed pixels counted into bins[level]
// (0..maxval, zero before; contrast_range() leaves them zero again). Work-items stride over
// the list. Where `levels` bins fit in `counts` (local, `local_levels` of them), each
// work-group counts its share there first and adds its nonzero bins to the global ones once:
// a stretched image's samples crowd a few levels, on which global atomics would queue.
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void contrast_histogram(global const SAMPLE* restrict in, global const int* restrict listed, const int n,
                               const int colour, const int levels, volatile global uint* restrict bins,
                               volatile local uint* counts, const int local_levels)
{
    const bool in_local = levels <= local_levels;
    const int l = get_local_id(0), group = get_local_size(0);
    if (in_local) {
        for (int v = l; v < levels; v += group)
            counts[v] = 0;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int k = get_global_id(0); k < n; k += get_global_size(0)) {
        global const SAMPLE* s = in + (size_t)listed[k] * STRIDE;
        for (int c = 0; c < colour; ++c) {
            const uint v = min((uint)s[c], (uint)(levels - 1));
            if (in_local)
                atomic_inc(&counts[v]);
            else
                atomic_inc(&bins[v]);
        }
    }
    if (in_local) {
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int v = l; v < levels; v += group)
            if (counts[v])
                atomic_add(&bins[v], counts[v]);
    }
}

// The levels of ranks rank_low and rank_high among the counted samples (the first level whose
// running count passes the rank), into range[0] and range[1]; where they meet or cross, 0 and maxval
// (as percentilesOf() widens a flat image). The bins are cleared for the next preview. One
// work-group of GROUP work-items; `levels` = maxval + 1.
kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void contrast_range(global uint* restrict bins, const int levels, const uint rank_low, const uint rank_high,
                    global float* restrict range)
{
    local uint before[GROUP]; // each work-item's run of bins, counted; then the runs before it
    local int found[2];
    const int l = get_local_id(0);
    const int run = (levels + GROUP - 1) / GROUP, from = min(levels, l * run), to = min(levels, from + run);
    uint mine = 0;
    for (int v = from; v < to; ++v)
        mine += bins[v];
    before[l] = mine;
    if (l == 0)
        found[0] = found[1] = levels - 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) { // GROUP sums: a serial scan is short
        uint total = 0;
        for (int i = 0; i < GROUP; ++i) {
            const uint here = before[i];
            before[i] = total;
            total += here;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint seen = before[l];
    const uint ranks[2] = {rank_low, rank_high};
    for (int v = from; v < to; ++v) {
        const uint next = seen + bins[v];
        for (int q = 0; q < 2; ++q)
            if (seen <= ranks[q] && ranks[q] < next)
                found[q] = v; // one work-item's bin holds each rank
        seen = next;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int v = from; v < to; ++v)
        bins[v] = 0;
    if (l == 0) {
        const bool flat = found[1] <= found[0];
        range[0] = flat ? 0.0f : (float)found[0];
        range[1] = flat ? (float)(levels - 1) : (float)found[1];
    }
}

// A preview as the pane shows it (core/area_average.h, whose host average this is): output pixel
// (x, y) of an ow x oh screen is the mean of the levels of the cw x ch lattice's cells it
// covers, each weighted by the part that lies inside (shares across times shares down: the
// AxisWeights of core/area_average.h, flattened). A sample's level is clamp((s - low) * scale,
// 0, 1) with its channel's low and scale (the colour channels' from `stretched`, low and high,
// where use_stretched); with alpha (has_alpha: the last channel) the colours
// are averaged weighted by it and come back straight. Out: STRIDE levels a pixel, 0..255
// rounded, ow * STRIDE bytes a row. Global size (ow, oh).
kernel void screen_average(global const SAMPLE* restrict in, const int cw, global const int* restrict first_x,
                           global const int* restrict offset_x, global const float* restrict shares_x,
                           global const int* restrict first_y, global const int* restrict offset_y,
                           global const float* restrict shares_y, const int ow, const int oh, const float4 low,
                           const float4 scale, const int has_alpha, global const float* restrict stretched,
                           const int use_stretched, global uchar* restrict out)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= ow || y >= oh)
        return;
    float lows[4] = {low.x, low.y, low.z, low.w};
    float scales[4] = {scale.x, scale.y, scale.z, scale.w};
    if (use_stretched) { // the colour channels over contrast_range()'s levels
        const float span = stretched[1] > stretched[0] ? stretched[1] - stretched[0] : 1.0f;
        for (int c = 0; c < STRIDE - has_alpha; ++c) {
            lows[c] = stretched[0];
            scales[c] = 1.0f / span;
        }
    }
    float acc[STRIDE];
    for (int c = 0; c < STRIDE; ++c)
        acc[c] = 0.0f;
    const int x0 = offset_x[x], x1 = offset_x[x + 1], fx = first_x[x];
    for (int k = offset_y[y]; k < offset_y[y + 1]; ++k) {
        const float wy = shares_y[k];
        const int j = first_y[y] + (k - offset_y[y]);
        global const SAMPLE* row = in + (size_t)j * cw * STRIDE;
        for (int m = x0; m < x1; ++m) {
            const float w = wy * shares_x[m];
            global const SAMPLE* s = row + (size_t)(fx + (m - x0)) * STRIDE;
            float levels[STRIDE];
            for (int c = 0; c < STRIDE; ++c)
                levels[c] = clamp(((float)s[c] - lows[c]) * scales[c], 0.0f, 1.0f);
            if (has_alpha) {
                const float weight = w * levels[STRIDE - 1];
                for (int c = 0; c < STRIDE - 1; ++c)
                    acc[c] += weight * levels[c];
                acc[STRIDE - 1] += weight;
            } else {
                for (int c = 0; c < STRIDE; ++c)
                    acc[c] += w * levels[c];
            }
        }
    }
    if (has_alpha) {
        const float a = acc[STRIDE - 1];
        for (int c = 0; c < STRIDE - 1; ++c)
            acc[c] = a > 0.0f ? acc[c] / a : 0.0f;
    }
    global uchar* pixel = out + ((size_t)y * ow + x) * STRIDE;
    for (int c = 0; c < STRIDE; ++c)
        pixel[c] = (uchar)clamp(acc[c] * 255.0f + 0.5f, 0.0f, 255.0f);
}
