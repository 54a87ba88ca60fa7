#pragma once
// An uncompressed AVI (RIFF, one stream of 24-bit bottom-up BI_RGB frames and an index),
// written from the AVI layout so that the video tests (tst_gui, tst_soak) need no encoder.
#include <QByteArray>
#include <QImage>

#include <vector>

inline QByteArray rawAvi(const std::vector<QImage>& frames, int fps)
{
    const int w = frames.at(0).width(), h = frames.at(0).height();
    const int stride = (w * 3 + 3) / 4 * 4, frameBytes = stride * h;
    QByteArray out;
    const auto u32 = [&](quint32 v) { for (int i = 0; i < 4; ++i) out.append(char((v >> (8 * i)) & 0xff)); };
    const auto u16 = [&](quint16 v) { out.append(char(v & 0xff)); out.append(char(v >> 8)); };
    const auto fourcc = [&](const char* c) { out.append(c, 4); };
    const auto patch = [&](int at, quint32 v) { for (int i = 0; i < 4; ++i) out[at + i] = char((v >> (8 * i)) & 0xff); };
    const quint32 n = quint32(frames.size());
    fourcc("RIFF"); const int riffSize = out.size(); u32(0); fourcc("AVI ");
    fourcc("LIST"); const int hdrlSize = out.size(); u32(0); fourcc("hdrl");
    fourcc("avih"); u32(56);
    u32(1000000 / fps); u32(frameBytes * fps); u32(0); u32(0x10); u32(n); u32(0); u32(1); u32(frameBytes);
    u32(w); u32(h); u32(0); u32(0); u32(0); u32(0);
    fourcc("LIST"); const int strlSize = out.size(); u32(0); fourcc("strl");
    fourcc("strh"); u32(56);
    fourcc("vids"); fourcc("DIB "); u32(0); u16(0); u16(0); u32(0); u32(1); u32(fps); u32(0); u32(n); u32(frameBytes);
    u32(0xffffffff); u32(0); u16(0); u16(0); u16(quint16(w)); u16(quint16(h));
    fourcc("strf"); u32(40);
    u32(40); u32(w); u32(h); u16(1); u16(24); u32(0); u32(frameBytes); u32(0); u32(0); u32(0); u32(0);
    patch(strlSize, quint32(out.size() - strlSize - 4));
    patch(hdrlSize, quint32(out.size() - hdrlSize - 4));
    fourcc("LIST"); const int moviSize = out.size(); u32(0); const int movi = out.size(); fourcc("movi");
    std::vector<quint32> offsets;
    for (const QImage& f : frames) {
        const QImage rgb = f.convertToFormat(QImage::Format_RGB888);
        offsets.push_back(quint32(out.size() - movi));
        fourcc("00db"); u32(quint32(frameBytes));
        for (int y = h - 1; y >= 0; --y) { // bottom-up, BGR
            const uchar* row = rgb.constScanLine(y);
            QByteArray line(stride, '\0');
            for (int x = 0; x < w; ++x) {
                line[3 * x] = char(row[3 * x + 2]);
                line[3 * x + 1] = char(row[3 * x + 1]);
                line[3 * x + 2] = char(row[3 * x]);
            }
            out.append(line);
        }
    }
    patch(moviSize, quint32(out.size() - moviSize - 4));
    fourcc("idx1"); u32(16 * n);
    for (const quint32 offset : offsets) {
        fourcc("00db"); u32(0x10); u32(offset); u32(quint32(frameBytes));
    }
    patch(riffSize, quint32(out.size() - 8));
    return out;
}
