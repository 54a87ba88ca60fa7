// Frequency-domain filter and spectrum display, on the half spectrum the FFT plans keep:
// bin (u, v), u = 0..W/2, stored at u*H + v. Signed frequencies: ku = u, kv = v for
// v <= H/2 else v - H (the Nyquist bin of an even size counts as +N/2); D^2 = ku^2 + kv^2.

#define SHAPE_IDEAL 0
#define SHAPE_GAUSSIAN 1
#define SHAPE_BUTTERWORTH 2

// Low-pass gain of the smooth shapes at D^2 = d2 for radius r (r = 0: only DC passes).
inline float smooth_lowpass(float d2, float r, int shape, int order)
{
    if (r <= 0.0f)
        return d2 == 0.0f ? 1.0f : 0.0f;
    const float q = d2 / (r * r);
    if (shape == SHAPE_GAUSSIAN)
        return exp(-0.5f * q);
    return 1.0f / (1.0f + pown(q, order)); // (D/R)^(2n) = (D^2/R^2)^n
}

// out = spectrum * H. Ideal shapes compare integer D^2 with integer thresholds made on the
// host (high-pass passes d2 >= hp_min_d2, low-pass passes d2 < lp_end_d2), so the two ideal
// masks at one radius are exact complements. Global size (H, W/2+1).
kernel void apply_filter(global const float2* restrict spectrum, global float2* restrict out,
                         const int W, const int H, const int shape, const int order,
                         const int hp_on, const long hp_min_d2, const float hp_r,
                         const int lp_on, const long lp_end_d2, const float lp_r)
{
    const int v = get_global_id(0), u = get_global_id(1);
    if (v >= H || u > W / 2)
        return;
    const long kv = v <= H / 2 ? v : v - H;
    const long d2 = (long)u * u + kv * kv;
    float gain = 1.0f;
    if (shape == SHAPE_IDEAL) {
        if (hp_on && d2 < hp_min_d2)
            gain = 0.0f;
        if (lp_on && d2 >= lp_end_d2)
            gain = 0.0f;
    } else {
        if (hp_on)
            gain *= 1.0f - smooth_lowpass((float)d2, hp_r, shape, order);
        if (lp_on)
            gain *= smooth_lowpass((float)d2, lp_r, shape, order);
    }
    const size_t i = (size_t)u * H + v;
    out[i] = spectrum[i] * gain;
}

// log(1 + |w0 F0 + w1 F1 + w2 F2|) centred like numpy's fftshift (DC at (W/2, H/2), rounded
// down): the luminance spectrum of a colour image by linearity. Global size (W, H).
kernel void log_magnitude_centred(global const float2* restrict s0, global const float2* restrict s1,
                                  global const float2* restrict s2, const float w0, const float w1,
                                  const float w2, const int W, const int H, global float* restrict out)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= W || y >= H)
        return;
    int u = (x - W / 2 + W) % W;
    int v = (y - H / 2 + H) % H;
    if (2 * u > W) { // the other half, by Hermitian symmetry: |F(u,v)| = |F(W-u, H-v)|
        u = W - u;
        v = (H - v) % H;
    }
    const size_t i = (size_t)u * H + v;
    const float2 z = w0 * s0[i] + w1 * s1[i] + w2 * s2[i];
    out[(size_t)y * W + x] = log1p(hypot(z.x, z.y));
}
