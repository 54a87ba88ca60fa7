// The Fourier lab's per-bin and per-pixel work (README "Lab"), on the device so that the
// window's lab modes follow a slider live. Spectra are the FFT plans' Hermitian halves,
// transposed: bin (u, v), u = 0..W/2, at u*H + v. Global sizes cover the half spectrum
// (n = (W/2 + 1) H bins) or the image (W x H pixels); work-items beyond them return.

// |z| without overflow for any finite z; PoCL's hypot() is a slow scalar call, and the
// scaled form is taken only where the square overflows.
inline float magnitude(float2 z)
{
    const float q = z.x * z.x + z.y * z.y;
    if (q < INFINITY)
        return sqrt(q);
    const float m = fmax(fabs(z.x), fabs(z.y)); // beyond 1.8e19: scaled, so the square is finite
    return m * sqrt((z.x / m) * (z.x / m) + (z.y / m) * (z.y / m));
}

// A unit phasor in z's direction; (1, 0) for z = 0, as arg 0 = 0.
inline float2 unit(float2 z)
{
    const float m = magnitude(z);
    return m > 0.0f ? z / m : (float2)(1.0f, 0.0f);
}

// |F| = (1 - magnitude_b) |A| + magnitude_b |B|, or 1 where unit_magnitude; the phase is
// that of p = (1 - phase_b) A/|A| + phase_b B/|B|, or, where p all but cancels (|p| <= 1e-4:
// opposite phases half way), that of the weightier side (A up to a half); 0 where zero_phase.
kernel void mix_spectra(global const float2* restrict a, global const float2* restrict b,
                        global float2* restrict out, const int n, const float magnitude_b,
                        const float phase_b, const int unit_magnitude, const int zero_phase)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const float2 za = a[i], zb = b[i];
    const float m = unit_magnitude ? 1.0f
                                   : (1.0f - magnitude_b) * magnitude(za) + magnitude_b * magnitude(zb);
    const float2 p = (1.0f - phase_b) * unit(za) + phase_b * unit(zb);
    const float2 phasor = zero_phase                   ? (float2)(1.0f, 0.0f)
                          : magnitude(p) > 1e-4f    ? unit(p)
                          : phase_b <= 0.5f            ? unit(za)
                                                       : unit(zb);
    out[i] = m * phasor;
}

// The frequency of index k on an axis of n bins, in -n/2..n/2.
inline float frequency(int k, int n) { return 2 * k <= n ? (float)k : (float)(k - n); }

// A hybrid: A G_low + B (1 - G_high), G(D) = exp(-D^2 / (2 R^2)).
kernel void hybrid_spectra(global const float2* restrict a, global const float2* restrict b,
                           global float2* restrict out, const int half_width, const int H,
                           const float low_radius, const float high_radius)
{
    const int i = get_global_id(0);
    if (i >= half_width * H)
        return;
    const float u = i / H, v = frequency(i % H, H);
    const float d2 = u * u + v * v;
    const float low = exp(-d2 / (2.0f * low_radius * low_radius));
    const float high = -expm1(-d2 / (2.0f * high_radius * high_radius)); // 1 - G, exact near DC
    out[i] = a[i] * low + b[i] * high;
}

// The product of two spectra, bin by bin: a convolution by the convolution theorem.
kernel void multiply_spectra(global const float2* restrict a, global const float2* restrict k,
                             global float2* restrict out, const int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const float2 x = a[i], y = k[i];
    out[i] = (float2)(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}

// How strong each bin is, the same for a bin and its mirror: |F|, except in the columns that
// hold both (u = 0 and u = W/2), where it is the mean of |F| over the pair, so that rounding
// never keeps one of a pair without the other.
kernel void bin_strength(global const float2* restrict s, global float* restrict strength, const int W,
                         const int H)
{
    const int i = get_global_id(0);
    const int half_width = W / 2 + 1;
    if (i >= half_width * H)
        return;
    const int u = i / H, v = i % H;
    const float2 z = s[i];
    float m = magnitude(z);
    if (u == 0 || 2 * u == W) {
        const float2 mirror = s[u * H + (H - v) % H];
        m = 0.5f * (m + magnitude(mirror));
    }
    strength[i] = m;
}

// The bins at least `threshold` strong, the others 0.
kernel void keep_strongest(global const float2* restrict s, global const float* restrict strength,
                           global float2* restrict out, const int n, const float threshold)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    out[i] = strength[i] >= threshold ? s[i] : (float2)(0.0f, 0.0f);
}

// sum = (first ? 0 : sum) + weight * s: a weighted sum of spectra, one at a time.
kernel void add_scaled(global float2* restrict sum, global const float2* restrict s, const int n, const float weight,
                       const int first)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    sum[i] = (first ? (float2)(0.0f, 0.0f) : sum[i]) + weight * s[i];
}

// One bin and its mirror, the others 0: the inverse is that pair's basis image, weighted.
kernel void keep_bin(global const float2* restrict s, global float2* restrict out, const int W, const int H,
                     const int bin_u, const int bin_v)
{
    const int i = get_global_id(0);
    const int half_width = W / 2 + 1;
    if (i >= half_width * H)
        return;
    const int u = i / H, v = i % H;
    const int mirrored = (u == 0 || 2 * u == W) && u == bin_u && v == (H - bin_v) % H;
    out[i] = (u == bin_u && v == bin_v) || mirrored ? s[i] : (float2)(0.0f, 0.0f);
}

#define PART_LOG_MAGNITUDE 0
#define PART_PHASE 1
#define PART_REAL 2
#define PART_IMAGINARY 3

// One part of the spectrum, centred (DC at (W/2, H/2)) as the Spectrum pane shows it, each
// pixel's bin from the half spectrum (the other half by F(-k) = F(k)*): log(1 + |F|), arg F
// in radians, Re F or Im F. With step > 1, output pixel (x, y) stands for the step x step
// centred bins from (x step, y step) and shows the strongest of them, so that a peak is
// never lost to the smaller image. Global size (ceil(H/step), ceil(W/step)): neighbouring
// work-items read neighbouring bins of the transposed half spectrum.
kernel void spectrum_part_centred(global const float2* restrict s, global float* restrict out, const int W,
                                  const int H, const int part, const int step)
{
    const int y = get_global_id(0), x = get_global_id(1);
    const int w = (W + step - 1) / step, h = (H + step - 1) / step;
    if (x >= w || y >= h)
        return;
    float2 z = (float2)(0.0f, 0.0f);
    float strongest = -1.0f;
    for (int by = 0; by < step; ++by)
        for (int bx = 0; bx < step; ++bx) {
            const int cx = x * step + bx, cy = y * step + by;
            if (cx >= W || cy >= H)
                continue;
            int u = (cx - W / 2 + W) % W;
            int v = (cy - H / 2 + H) % H;
            float2 bin;
            if (2 * u > W) { // the conjugate of its mirror
                u = W - u;
                v = (H - v) % H;
                bin = s[u * H + v];
                bin.y = -bin.y;
            } else {
                bin = s[u * H + v];
            }
            const float m = magnitude(bin);
            if (m > strongest) {
                strongest = m;
                z = bin;
            }
        }
    float value;
    if (part == PART_LOG_MAGNITUDE)
        value = log(1.0f + strongest); // log1p is a slow scalar call in PoCL; this is exact enough to draw
    else if (part == PART_PHASE)
        value = atan2(z.y, z.x);
    else if (part == PART_REAL)
        value = z.x;
    else
        value = z.y;
    // A part within float rounding of its bin's magnitude is 0 in exact arithmetic (the
    // imaginary part of DC, of a Nyquist bin): shown as 0, not as the rounding (README "Lab").
    if ((part == PART_REAL || part == PART_IMAGINARY) && fabs(value) <= 1e-5f * strongest)
        value = 0.0f;
    out[y * w + x] = value;
}

// A spatial convolution by its definition, g(x, y) = sum h(i, j) f(x - i, y - j) over the
// kernel's kw x kh elements centred on (0, 0), zeros beyond the image's borders (zero_borders)
// or the image wrapping around. Global size (W, H).
kernel void convolve_spatial(global const float* restrict in, global float* restrict out, const int W,
                             const int H, constant float* restrict k, const int kw, const int kh,
                             const int zero_borders)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= W || y >= H)
        return;
    const int rx = kw / 2, ry = kh / 2;
    float sum = 0.0f;
    for (int j = -ry; j <= ry; ++j)
        for (int i = -rx; i <= rx; ++i) {
            int sx = x - i, sy = y - j;
            if (zero_borders) {
                if (sx < 0 || sy < 0 || sx >= W || sy >= H)
                    continue;
            } else {
                sx = (sx % W + W) % W;
                sy = (sy % H + H) % H;
            }
            sum += k[(j + ry) * kw + i + rx] * in[sy * W + sx];
        }
    out[y * W + x] = sum;
}
