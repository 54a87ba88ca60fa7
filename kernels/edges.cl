// Edge handling before the forward FFT (README "Edges"), and the steps that undo it after the
// inverse. Build options: SAMPLE (uchar or ushort) and STRIDE (samples per pixel of the
// uploaded interleaved buffer), as for mapping.cl; LOG_DOMAIN, 1 for homomorphic filtering
// (README "Homomorphic filtering"): every sample read for the transform is ln(1 + max(f, 0)).

#ifndef SAMPLE
#define SAMPLE uchar
#endif
#ifndef ORIGINAL // the original samples' type where it differs (8-bit samples kept in 16 bits on the host)
#define ORIGINAL SAMPLE
#endif
#ifndef STRIDE
#define STRIDE 1
#endif

#ifndef LOG_DOMAIN
#define LOG_DOMAIN 0
#endif
#if LOG_DOMAIN
#define PB_SAMPLE(in, x, y, W, c) log1p(fmax((float)(in)[((size_t)(y) * (W) + (x)) * STRIDE + (c)], 0.0f))
#else
#define PB_SAMPLE(in, x, y, W, c) ((float)(in)[((size_t)(y) * (W) + (x)) * STRIDE + (c)])
#endif

// Moisan's boundary image v of channel `channel`: zero inside, and on each border the jump
// to the opposite border, v(0,y) = u(W-1,y) - u(0,y), v(W-1,y) = u(0,y) - u(W-1,y), and the
// same down the columns, corners getting both. Global size (W, H).
kernel void boundary_image(global const ORIGINAL* restrict in, const int W, const int H, const int channel,
                           global float* restrict out)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= W || y >= H)
        return;
    float v = 0.0f;
    if (x == 0)
        v += PB_SAMPLE(in, W - 1, y, W, channel) - PB_SAMPLE(in, 0, y, W, channel);
    if (x == W - 1)
        v += PB_SAMPLE(in, 0, y, W, channel) - PB_SAMPLE(in, W - 1, y, W, channel);
    if (y == 0)
        v += PB_SAMPLE(in, x, H - 1, W, channel) - PB_SAMPLE(in, x, 0, W, channel);
    if (y == H - 1)
        v += PB_SAMPLE(in, x, 0, W, channel) - PB_SAMPLE(in, x, H - 1, W, channel);
    out[(size_t)y * W + x] = v;
}

// On half spectra (bin (u, v) at u*H + v, u = 0..W/2): smooth = S = V / (2cos(2 pi u/W) +
// 2cos(2 pi v/H) - 4) with S(0,0) = 0, and spectrum -= S, which leaves the periodic
// component's spectrum. The denominator is written as -4 (sin^2(pi u/W) + sin^2(pi v/H)):
// 2cos(t) - 2 loses every digit in float for the small t next to DC. Global size (H, W/2+1).
kernel void periodic_part(global float2* restrict spectrum, global float2* restrict smooth, const int W,
                          const int H)
{
    const int v = get_global_id(0), u = get_global_id(1);
    if (v >= H || u > W / 2)
        return;
    const size_t i = (size_t)u * H + v;
    const float a = sinpi((float)u / W), b = sinpi((float)v / H);
    const float denominator = -4.0f * (a * a + b * b);
    const float2 s = (u == 0 && v == 0) ? (float2)(0.0f, 0.0f) : smooth[i] / denominator;
    smooth[i] = s;
    spectrum[i] -= s;
}

// The 2W x 2H mirrored tiling of channel `channel`: out(x, y) = u(m(x), m(y)) with m(x) = x
// below W, else 2W - 1 - x, so every border meets its own reflection. Global size (2W, 2H).
kernel void mirror_extend(global const ORIGINAL* restrict in, const int W, const int H, const int channel,
                          global float* restrict out)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= 2 * W || y >= 2 * H)
        return;
    const int sx = x < W ? x : 2 * W - 1 - x, sy = y < H ? y : 2 * H - 1 - y;
    out[(size_t)y * 2 * W + x] = PB_SAMPLE(in, sx, sy, W, channel);
}

// Tukey window of n points tapering `taper` of them (0 < taper <= 1; 1 is Hann): cosine
// ramps over the first and last taper/2 of the span, 1 between, 0 at both ends.
inline float tukey(const int i, const int n, const float taper)
{
    if (n < 2)
        return 1.0f;
    const float t = (float)i / (float)(n - 1);
    const float edge = fmin(t, 1.0f - t); // distance from the nearer end, 0..0.5
    return edge < 0.5f * taper ? 0.5f * (1.0f - cospi(2.0f * edge / taper)) : 1.0f;
}

// plane = (plane - mean) w(x) w(y) + mean, in place: the image fades to its mean at every
// border, so opposite borders meet. Global size (W, H).
kernel void window_plane(global float* restrict plane, const int W, const int H, const float taper,
                         const float mean)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= W || y >= H)
        return;
    const size_t i = (size_t)y * W + x;
    plane[i] = (plane[i] - mean) * (tukey(x, W, taper) * tukey(y, H, taper)) + mean;
}

// plane += other, over n values (the smooth component added back). Global size n.
kernel void add_plane(global float* restrict plane, global const float* restrict other, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        plane[i] += other[i];
}

// Back from the log domain of homomorphic filtering: plane = exp(plane) - 1, the exponent
// capped at 88 so that a large gain gives the largest finite floats rather than infinity.
// Global size n.
#define PB_EXP_CAP 88.0f
kernel void exp_plane(global float* restrict plane, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        plane[i] = expm1(fmin(plane[i], PB_EXP_CAP));
}

// out (W x H) = the top-left W x H of `in`, whose rows are `in_width` long: the image's own
// tile of a mirrored result. Global size (W, H).
kernel void top_left(global const float* restrict in, const int in_width, const int W, const int H,
                     global float* restrict out)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x < W && y < H)
        out[(size_t)y * W + x] = in[(size_t)y * in_width + x];
}

// out (w x h) = the plane (W x H) around its origin, wrapped: out(i, j) = in((i - w/2) mod W,
// (j - h/2) mod H), so out's centre (w/2, h/2) is in(0, 0) (w <= W, h <= H): an impulse
// response, centred. Global size (w, h).
kernel void crop_centred(global const float* restrict in, const int W, const int H, const int w, const int h,
                         global float* restrict out)
{
    const int i = get_global_id(0), j = get_global_id(1);
    if (i >= w || j >= h)
        return;
    const int x = (i - w / 2 + W) % W, y = (j - h / 2 + H) % H;
    out[(size_t)j * w + i] = in[(size_t)y * W + x];
}
