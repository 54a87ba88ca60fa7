#!/usr/bin/env python3
"""Regenerates the hostile-file corpus: tests/hostile/files/* and tests/hostile/expected.tsv.

Standard library only, and deterministic: every byte is written by this script (the PNG zlib
streams use stored blocks and the JPEG is encoded by hand), so two runs on any machine give
identical files. The expected outcome of each image case (size, channels, maxval and the sum of
all samples) is computed here from the pixels the script wrote, never by running the code under
test.

    python3 tests/hostile/make_corpus.py
"""

import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
EXPECTED = os.path.join(HERE, "expected.tsv")

K_MAX_PIXELS = 1 << 28  # core/image.h
K_MAX_SIDE = 1 << 20    # core/pnm.cpp: width and height limit

cases = []  # (name, bytes, outcome, detail, description)

# Qt's wording (QImageReader::errorString) for a PNG or JPEG that its reader recognises but
# cannot decode, and for bytes that no reader recognises.
UNREADABLE = "Unable to read image data"
BOMB = "no image format compresses to"  # pixels claimed per byte of file beyond any codec
UNSUPPORTED = "Unsupported image format"


def error(name, data, detail, description):
    cases.append((name, bytes(data), "error", detail, description))


def image(name, data, width, height, channels, maxval, samples, description):
    samples = list(samples)
    assert len(samples) == width * height * channels, name
    assert all(0 <= s <= maxval for s in samples), name
    detail = "%dx%d channels=%d maxval=%d sum=%d" % (width, height, channels, maxval, sum(samples))
    cases.append((name, bytes(data), "image", detail, description))


def float_image(name, data, width, height, channels, values, description):
    """A float image; `values` are what the reader must give (NaN already replaced), chosen
    exactly representable so that their sum is exact."""
    values = list(values)
    assert len(values) == width * height * channels, name
    detail = "%dx%d channels=%d float sum=%.10g" % (width, height, channels, sum(values))
    cases.append((name, bytes(data), "image", detail, description))


# ---------------------------------------------------------------------------------------------
# Netpbm helpers

def raster(samples, maxval):
    """Binary raster: 1 byte a sample, or 2 bytes big-endian when maxval > 255."""
    if maxval > 255:
        return b"".join(struct.pack(">H", s) for s in samples)
    return bytes(samples)


def binary(magic, width, height, maxval, samples):
    return b"%s\n%d %d\n%d\n" % (magic, width, height, maxval) + raster(samples, maxval)


def plain(magic, width, height, maxval, samples):
    return b"%s\n%d %d\n%d\n" % (magic, width, height, maxval) + \
        b" ".join(b"%d" % s for s in samples) + b"\n"


def pattern(count, maxval, seed=7):
    """Deterministic samples covering 0 and maxval."""
    out = [(seed * 131 + i * 977 + i * i * 31) % (maxval + 1) for i in range(count)]
    if count >= 2:
        out[0] = 0
        out[-1] = maxval
    return out


def thirty_digits(residue):
    """A 30-digit number congruent to `residue` modulo 2^64 (and so also modulo 2^32): a reader
    that lets its accumulator wrap would see `residue`."""
    n = 10 ** 29 + residue
    n -= (10 ** 29) % (1 << 64)
    while n < 10 ** 29:
        n += 1 << 64
    assert len(str(n)) == 30 and n % (1 << 64) == residue
    return b"%d" % n


def netpbm_cases():
    # -- empty, magic, whitespace ------------------------------------------------------------
    error("empty.pgm", b"", "empty", "a file of zero bytes")
    error("magic_only.pgm", b"P5", "ends after its magic number", "the two bytes 'P5' and nothing else")
    error("magic_newline_only.pgm", b"P5\n", "ends where the width should be", "'P5' and a newline")
    error("no_space_after_magic.pgm", b"P52 1\n255\nAB", "not followed by whitespace",
          "'P52 1 255': the width is glued to the magic")
    image("comment_right_after_magic.pgm", b"P5#comment\n2 1\n255\nAB", 2, 1, 1, 255, [65, 66],
          "a comment right after the magic counts as whitespace")
    image("cr_tab_vt_ff_separators.pgm", b"P2\t2\v1\f255\r\n3\r4", 2, 1, 1, 255, [3, 4],
          "tab, vertical tab, form feed and CR are whitespace; the last sample ends at EOF")
    image("cr_only_binary.pgm", b"P5\r2 1\r255\rAB", 2, 1, 1, 255, [65, 66],
          "CR line ends; the single CR after maxval is the raster delimiter")

    # -- bitmaps, PAM and PFM: read as grey with maxval 1 (1 = white), by DEPTH, as floats ----
    image("p1_plain_bitmap.pbm", b"P1\n2 2\n0 1\n1 0\n", 2, 2, 1, 1, [1, 0, 0, 1], "plain PBM (1 is black)")
    image("p1_no_spaces.pbm", b"P1\n3 1\n010", 3, 1, 1, 1, [1, 0, 1], "plain PBM bits need no separators")
    image("p4_raw_bitmap.pbm", b"P4\n8 2\n\xa5\x5a", 8, 2, 1, 1,
          [1 - ((b >> (7 - i)) & 1) for b in (0xa5, 0x5a) for i in range(8)], "raw PBM")
    image("p4_padded_rows.pbm", b"P4\n3 2\n\x40\xa0", 3, 2, 1, 1, [1, 0, 1, 0, 1, 0],
          "raw PBM rows are padded to whole bytes")
    error("p4_truncated.pbm", b"P4\n16 2\n\x00\x00\x00", "truncated", "raw PBM one byte short")
    error("p1_bad_bit.pbm", b"P1\n2 1\n0 2\n", "a bit must be 0 or 1", "plain PBM with a 2")
    image("p1_named_pgm.pgm", b"P1\n1 1\n1\n", 1, 1, 1, 1, [0], "a bitmap named .pgm: the magic decides")
    image("p7_pam.pam", b"P7\nWIDTH 2\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\nTUPLTYPE GRAYSCALE\nENDHDR\nAB",
          2, 1, 1, 255, [65, 66], "PAM grey")
    image("p7_rgb_alpha_16bit.pam",
          b"P7\n# a comment\nWIDTH 1\nHEIGHT 1\nDEPTH 4\nMAXVAL 65535\nTUPLTYPE RGB_ALPHA\nENDHDR\n" +
          raster([1, 2, 65535, 256], 65535), 1, 1, 4, 65535, [1, 2, 65535, 256], "PAM RGB with alpha, 16-bit")
    error("p7_depth_mismatch.pam", b"P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nTUPLTYPE GRAYSCALE\nENDHDR\nA",
          "needs DEPTH 1", "TUPLTYPE GRAYSCALE with DEPTH 3")
    error("p7_no_endhdr.pam", b"P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\n", "no ENDHDR", "a header that never ends")
    error("p7_no_width.pam", b"P7\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\nENDHDR\nA", "no WIDTH", "WIDTH missing")
    error("p7_depth_5.pam", b"P7\nWIDTH 1\nHEIGHT 1\nDEPTH 5\nMAXVAL 255\nENDHDR\nABCDE", "DEPTH 5",
          "five samples a pixel")
    error("p7_huge.pam", b"P7\nWIDTH 1048576\nHEIGHT 1048576\nDEPTH 1\nMAXVAL 255\nENDHDR\nA", "limit",
          "2^40 pixels claimed")
    float_image("pf_grey_little.pfm", b"Pf\n2 1\n-1.0\n" + struct.pack("<2f", 0.5, -2.25), 2, 1, 1,
                [0.5, -2.25], "PFM grey, little-endian")
    float_image("pf_colour_big_nan.pfm", b"PF\n1 2\n1.0\n" + struct.pack(">6f", 1, 2, 3, float("nan"), 4, 5),
                1, 2, 3, [1, 2, 3, 1, 4, 5], "PFM colour, big-endian, a NaN set to its channel's mean")
    error("pf_truncated.pfm", b"Pf\n2 2\n-1.0\n" + struct.pack("<3f", 1, 2, 3), "truncated", "PFM one float short")
    error("pf_zero_scale.pfm", b"Pf\n1 1\n0\n" + struct.pack("<f", 1), "non-zero number", "PFM scale 0")

    # -- junk, signs, huge numbers where a number belongs -----------------------------------
    error("junk_width.pgm", b"P5\nabc 1\n255\nA", "expected a number for the width", "letters for the width")
    error("negative_width.pgm", b"P5\n-2 1\n255\nAB", "found '-'", "a minus sign before the width")
    error("plus_height.pgm", b"P5\n2 +1\n255\nAB", "expected a number for the height, found '+'",
          "a plus sign before the height")
    error("junk_glued_to_width.pgm", b"P5\n2x 1\n255\nAB", "unexpected 'x' after the width",
          "a letter glued to the width")
    error("junk_maxval.pgm", b"P5\n2 1\nmax\nAB", "expected a number for the maxval", "a word for the maxval")
    error("float_maxval.ppm", b"P6\n1 1\n255.0\nABC", "unexpected '.' after the maxval", "'255.0' as maxval")
    error("width_30_digits.pgm", b"P5\n" + thirty_digits(1) + b" 1\n255\nA", "width is larger than 1048576",
          "a 30-digit width that is 1 modulo 2^64")
    error("height_30_digits.pgm", b"P5\n1 " + thirty_digits(1) + b"\n255\nA", "height is larger than 1048576",
          "a 30-digit height that is 1 modulo 2^64")
    error("maxval_30_digits.pgm", b"P5\n1 1\n" + thirty_digits(255) + b"\nA", "maxval is larger than 65535",
          "a 30-digit maxval that is 255 modulo 2^64")
    error("p2_sample_30_digits.pgm", b"P2\n2 1\n255\n1 " + thirty_digits(5) + b"\n",
          "sample is larger than 65535", "a 30-digit plain sample that is 5 modulo 2^64")
    error("p2_negative_sample.pgm", b"P2\n2 1\n255\n5 -3\n", "expected a number for the sample, found '-'",
          "a negative plain sample")
    error("p3_junk_sample.ppm", b"P3\n1 1\n255\n1 2 x\n", "expected a number for the sample, found 'x'",
          "a letter for a plain sample")

    # -- zero and overflowing sizes ----------------------------------------------------------
    error("width_zero.pgm", b"P5\n0 1\n255\n", "at least 1", "width 0")
    error("height_zero.ppm", b"P6\n1 0\n255\n", "at least 1", "height 0")
    error("width_2pow32_plus_1.pgm", b"P5\n4294967297 1\n255\nA", "width is larger than 1048576",
          "width 2^32+1, which is 1 in 32-bit arithmetic")
    error("size_2pow32_squared.pgm", b"P5\n4294967296 4294967296\n255\n", "width is larger than 1048576",
          "2^32 x 2^32: the pixel count is 0 in 64-bit arithmetic")
    error("bytes_overflow_64bit.ppm", b"P6\n3037000500 3037000500\n65535\n", "width is larger than 1048576",
          "w*h fits 64 bits but w*h*6 bytes does not")
    error("bytes_overflow_32bit.ppm", b"P6\n65536 65536\n65535\n" + bytes(16), "limit",
          "65536x65536x6 bytes: the byte count and the pixel count overflow 32 bits")
    error("max_side_squared.ppm", b"P6\n1048576 1048576\n65535\n", "limit",
          "the largest accepted sides: 2^40 pixels, refused by the pixel limit")
    hdr = b"P5\n65535 65535 65535"
    assert len(hdr) == 20
    error("claims_65535x65535x2_in_20_bytes.pgm", hdr, "limit",
          "a 20-byte file claiming 65535x65535 16-bit samples (8 GiB)")
    error("one_over_pixel_limit.pgm", b"P5\n16385 16384\n255\n" + bytes(8), "limit",
          "16385x16384: one row over kMaxPixels")
    error("at_pixel_limit_truncated.pgm", b"P5\n16384 16384\n65535\n" + bytes(8), "truncated",
          "exactly kMaxPixels 16-bit samples (512 MiB) claimed, 8 bytes present")
    error("p2_claims_huge.pgm", b"P2\n16384 16384\n255\n1 2 3\n", "too short",
          "a plain file claiming 2^28 samples in 30 bytes")

    # -- maxval ------------------------------------------------------------------------------
    error("maxval_0.pgm", b"P5\n1 1\n0\n\0", "maxval is 0", "maxval 0")
    s = pattern(6, 1)
    image("maxval_1.pgm", binary(b"P5", 3, 2, 1, s), 3, 2, 1, 1, s, "P5, maxval 1")
    s = pattern(12, 255)
    image("maxval_255.pgm", binary(b"P5", 4, 3, 255, s), 4, 3, 1, 255, s, "P5, maxval 255")
    s = pattern(12, 256)
    image("maxval_256.pgm", binary(b"P5", 4, 3, 256, s), 4, 3, 1, 256, s,
          "P5, maxval 256: the smallest 16-bit maxval")
    s = pattern(12, 65535)
    image("maxval_65535.pgm", binary(b"P5", 4, 3, 65535, s), 4, 3, 1, 65535, s, "P5, maxval 65535")
    error("maxval_65536.pgm", b"P5\n1 1\n65536\n\0\0", "maxval is larger than 65535", "maxval 65536")
    image("big_endian_16bit.pgm", b"P5\n2 1\n65535\n\x01\x02\x03\x04", 2, 1, 1, 65535, [0x0102, 0x0304],
          "16-bit samples are big-endian (258 and 772; little-endian would give 513 and 1027)")

    # -- every valid variant -----------------------------------------------------------------
    s = pattern(6, 1)
    image("p2_maxval_1.pgm", plain(b"P2", 3, 2, 1, s), 3, 2, 1, 1, s, "P2, maxval 1")
    s = pattern(6, 65535)
    image("p2_maxval_65535.pgm", plain(b"P2", 2, 3, 65535, s), 2, 3, 1, 65535, s, "P2, maxval 65535")
    s = pattern(18, 255)
    image("p3_maxval_255.ppm", plain(b"P3", 3, 2, 255, s), 3, 2, 3, 255, s, "P3, maxval 255")
    s = pattern(12, 256)
    image("p3_maxval_256.ppm", plain(b"P3", 2, 2, 256, s), 2, 2, 3, 256, s, "P3, maxval 256")
    image("p3_no_final_newline.ppm", b"P3\n1 1\n255\n1 2 3", 1, 1, 3, 255, [1, 2, 3],
          "the last plain sample ends at EOF")
    s = pattern(6, 1)
    image("p6_maxval_1.ppm", binary(b"P6", 2, 1, 1, s), 2, 1, 3, 1, s, "P6, maxval 1")
    s = pattern(36, 255)
    image("p6_maxval_255.ppm", binary(b"P6", 4, 3, 255, s), 4, 3, 3, 255, s, "P6, maxval 255")
    s = pattern(12, 256)
    image("p6_maxval_256.ppm", binary(b"P6", 2, 2, 256, s), 2, 2, 3, 256, s, "P6, maxval 256")
    s = pattern(18, 65535)
    image("p6_maxval_65535.ppm", binary(b"P6", 3, 2, 65535, s), 3, 2, 3, 65535, s, "P6, maxval 65535")

    # -- comments and the byte after maxval ---------------------------------------------------
    # Our rule (core/pnm.h, as libnetpbm's pm_getc): a comment reads as the newline ending it,
    # so it ENDS a number: "1#c\n2" is the two numbers 1 and 2, never 12.
    image("comment_splits_width.pgm", b"P5\n1#c\n2 255\nAB", 1, 2, 1, 255, [65, 66],
          "'1#c\\n2 255': width 1, height 2, maxval 255 (joined, it would be 12 x 255 with no maxval)")
    image("comment_splits_maxval.pgm", b"P2\n2 1\n25#c\n5 7 9\n", 2, 1, 1, 25, [5, 7],
          "'25#c\\n5 7 9': maxval 25, samples 5 and 7, then trailing data (joined: maxval 255, 7 and 9)")
    error("comment_splits_width_error.pgm", b"P5 1#c\n2 3 255\nAB", "exceeds maxval",
          "'P5 1#c\\n2 3 255': width 1, height 2, maxval 3, raster '25' (50 > 3)")
    image("hash_after_maxval_is_pixel.pgm", b"P5\n2 1\n255\n#A", 2, 1, 1, 255, [35, 65],
          "after maxval's one whitespace byte a '#' is a pixel (35)")
    image("comment_before_raster_delimiter.pgm", b"P5\n2 1\n255#note\nAB", 2, 1, 1, 255, [65, 66],
          "'255#note\\n': the comment's newline is the delimiter, the raster is 'AB'")
    image("raster_starts_with_space.pgm", b"P5\n2 1\n255  \n", 2, 1, 1, 255, [32, 10],
          "maxval, one space delimiter, then the raster ' \\n' (32, 10)")
    image("raster_starts_with_newline.pgm", b"P5\n2 1\n255\n\n ", 2, 1, 1, 255, [10, 32],
          "maxval, one newline delimiter, then the raster '\\n ' (10, 32)")
    s = pattern(6, 255)
    image("comment_1mib.pgm", b"P5\n# " + b"x" * (1 << 20) + b"\n3 2\n255\n" + bytes(s), 3, 2, 1, 255, s,
          "a 1 MiB comment in the header")
    error("comment_to_eof_in_header.pgm", b"P5\n2 2\n# the file ends inside this comment",
          "ends where the maxval should be", "a comment running to EOF where the maxval belongs")
    error("comment_to_eof_after_maxval.pgm", b"P5\n2 2\n255# the file ends inside this comment",
          "ends before the pixel data", "a comment right after maxval running to EOF")
    error("eof_after_maxval.pgm", b"P5\n2 2\n255", "ends before the pixel data",
          "no byte at all after maxval")

    # -- truncated rasters, trailing data, concatenation ------------------------------------
    s = pattern(12, 255)
    error("truncated_p5_8bit.pgm", binary(b"P5", 4, 3, 255, s)[:-1], "truncated", "P5 8-bit, one byte short")
    s = pattern(12, 65535)
    error("truncated_p5_16bit.pgm", binary(b"P5", 4, 3, 65535, s)[:-1], "truncated",
          "P5 16-bit, one byte short")
    s = pattern(12, 1000)
    error("truncated_p6_16bit.ppm", binary(b"P6", 2, 2, 1000, s)[:-1], "truncated",
          "P6 16-bit, one byte short")
    error("truncated_p5_256_as_8bit.pgm", binary(b"P5", 4, 3, 255, pattern(12, 255)).replace(b"\n255\n", b"\n256\n", 1),
          "truncated", "maxval 256 but one byte a sample (half the raster)")
    error("truncated_p2.pgm", b"P2\n3 2\n255\n1 2 3 4 5\n", "ends where the sample should be",
          "P2, one sample missing")
    s = pattern(4, 255)
    image("trailing_data_p5.pgm", binary(b"P5", 2, 2, 255, s) + b"garbage\x00\xff" * 10, 2, 2, 1, 255, s,
          "P5 followed by junk bytes")
    image("trailing_data_p2.pgm", b"P2\n2 1\n9\n3 4\n this is not a sample\n", 2, 1, 1, 9, [3, 4],
          "P2 followed by words")
    image("two_images_p5.pgm", binary(b"P5", 2, 1, 255, [1, 2]) + binary(b"P5", 3, 1, 255, [7, 8, 9]),
          2, 1, 1, 255, [1, 2], "two P5 images back to back: the first is read")
    s1 = pattern(12, 65535, 3)
    image("two_images_p6_p5.ppm", binary(b"P6", 2, 2, 65535, s1) + binary(b"P5", 2, 2, 255, [9, 9, 9, 9]),
          2, 2, 3, 65535, s1, "a 16-bit P6 followed by a P5: the first is read")
    image("two_images_p2.pgm", plain(b"P2", 2, 1, 15, [1, 15]) + plain(b"P2", 2, 1, 255, [200, 201]),
          2, 1, 1, 15, [1, 15], "two P2 images: the first is read")

    # -- samples above maxval ----------------------------------------------------------------
    error("above_maxval_p5_8bit.pgm", binary(b"P5", 2, 2, 255, [1, 2, 3, 4]).replace(b"\n255\n", b"\n100\n", 1)[:-1] + b"\x65",
          "sample value 101 at row 1, column 1 exceeds maxval 100", "P5 maxval 100, last sample 101")
    error("above_maxval_p5_16bit.pgm", b"P5\n2 1\n1000\n\x03\xe8\x03\xe9",
          "sample value 1001 at row 0, column 1 exceeds maxval 1000", "P5 maxval 1000, a sample 1001")
    error("above_maxval_p5_256.pgm", b"P5\n1 1\n256\n\x01\x01", "exceeds maxval 256",
          "P5 maxval 256, a sample 257")
    error("above_maxval_p6_maxval_1.ppm", b"P6\n1 1\n1\n\x01\x02\x01", "exceeds maxval 1",
          "P6 maxval 1, a sample 2")
    error("above_maxval_p2.pgm", b"P2\n3 1\n10\n0 10 11\n", "sample value 11 at row 0, column 2 exceeds maxval 10",
          "P2 maxval 10, a sample 11")
    error("above_maxval_p3.ppm", b"P3\n1 1\n255\n0 256 0\n", "exceeds maxval 255",
          "P3 maxval 255, a sample 256")


# ---------------------------------------------------------------------------------------------
# PNG, written by hand

def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def zlib_stored(data):
    """A zlib stream of stored (uncompressed) deflate blocks: byte-identical on every zlib."""
    out = bytearray(b"\x78\x01")
    blocks = [data[i:i + 65535] for i in range(0, len(data), 65535)] or [b""]
    for i, block in enumerate(blocks):
        out.append(1 if i == len(blocks) - 1 else 0)
        out += struct.pack("<HH", len(block), len(block) ^ 0xFFFF)
        out += block
    out += struct.pack(">I", zlib.adler32(data))
    return bytes(out)


def png(width, height, depth, colour_type, rows):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 0)
    scanlines = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib_stored(scanlines)) + chunk(b"IEND", b"")


def png_cases():
    w, h = 5, 4
    grey = pattern(w * h, 255, 11)
    grey_png = png(w, h, 8, 0, [bytes(grey[y * w:(y + 1) * w]) for y in range(h)])
    image("png_grey8.png", grey_png, w, h, 1, 255, grey, "a valid 8-bit grey PNG")
    image("png_named_pgm.pgm", grey_png, w, h, 1, 255, grey, "a PNG named .pgm: the magic decides")

    rgb = pattern(3 * 3 * 2, 255, 5)
    image("png_rgb8.png", png(3, 2, 8, 2, [bytes(rgb[y * 9:(y + 1) * 9]) for y in range(2)]),
          3, 2, 3, 255, rgb, "a valid 8-bit RGB PNG")
    g16 = pattern(4 * 2, 65535, 9)
    image("png_grey16.png", png(4, 2, 16, 0, [raster(g16[y * 4:(y + 1) * 4], 65535) for y in range(2)]),
          4, 2, 1, 65535, g16, "a valid 16-bit grey PNG")

    idat = grey_png.index(b"IDAT")
    error("png_signature_only.png", grey_png[:8], UNREADABLE, "the 8-byte PNG signature alone")
    error("png_truncated_in_ihdr.png", grey_png[:20], UNREADABLE, "cut inside IHDR")
    error("png_truncated_in_idat.png", grey_png[:idat + 4 + 20], UNREADABLE, "cut inside the IDAT data")
    error("png_truncated_before_iend.png", grey_png[:-12], UNREADABLE, "the IEND chunk missing")

    bad = bytearray(grey_png)
    bad[idat + 4 + 10] ^= 0x40  # a pixel byte inside the stored block; the chunk CRC now fails
    error("png_bad_idat_crc.png", bad, UNREADABLE, "one IDAT byte flipped, CRC left as it was")

    body = bytearray(zlib_stored(b"".join(b"\x00" + bytes(grey[y * w:(y + 1) * w]) for y in range(h))))
    body[2] = 0x07  # BFINAL=1, BTYPE=3: a reserved (invalid) deflate block type
    corrupt = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + \
        chunk(b"IDAT", bytes(body)) + chunk(b"IEND", b"")
    error("png_corrupt_deflate.png", corrupt, UNREADABLE, "IDAT with an invalid deflate block type, CRC correct")

    ihdr_bad = bytearray(grey_png)
    ihdr_bad[29] ^= 0xFF  # the IHDR CRC
    error("png_bad_ihdr_crc.png", ihdr_bad, UNREADABLE, "the IHDR CRC wrong")

    no_idat = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IEND", b"")
    error("png_no_idat.png", no_idat, UNREADABLE, "IHDR then IEND, no image data")

    def huge(side):
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)) + \
            chunk(b"IDAT", zlib_stored(b"\x00" * 64)) + chunk(b"IEND", b"")
    error("png_100000x100000.png", huge(100000), "limit", "IHDR claims 100000x100000, every CRC correct")
    # Both claim more pixels per byte than any codec compresses to: refused before decoding.
    error("png_16384x16384_truncated.png", huge(16384), BOMB,
          "IHDR claims exactly kMaxPixels (8-bit grey, 256 MiB), 64 bytes of data")
    rgba16 = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16384, 16384, 16, 6, 0, 0, 0)) + \
        chunk(b"IDAT", zlib_stored(b"\x00" * 64)) + chunk(b"IEND", b"")
    error("png_16384x16384_rgba16_truncated.png", rgba16, BOMB,
          "IHDR claims exactly kMaxPixels of 16-bit RGBA (2 GiB), 64 bytes of data")
    error("png_2147483647_square.png", huge(0x7FFFFFFF), UNREADABLE,
          "IHDR claims 2^31-1 x 2^31-1 (the PNG maximum), every CRC correct")


# ---------------------------------------------------------------------------------------------
# JPEG, encoded by hand: baseline, one grey component, every 8x8 block flat (DC only) with the
# quantisation table all ones. The inverse DCT of a DC-only block is exact, so block value v
# decodes to exactly v in every pixel: the sum is known without a decoder.

class Bits:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def put(self, value, length):
        for i in reversed(range(length)):
            self.acc = (self.acc << 1) | ((value >> i) & 1)
            self.n += 1
            if self.n == 8:
                self.out.append(self.acc)
                if self.acc == 0xFF:
                    self.out.append(0)  # byte stuffing
                self.acc = self.n = 0

    def flush(self):
        while self.n:
            self.put(1, 1)  # pad with ones
        return bytes(self.out)


def segment(marker, payload):
    return b"\xff" + bytes([marker]) + struct.pack(">H", len(payload) + 2) + payload


def jpeg(width, height, blocks, sof_width=None, sof_height=None, quant_table=0):
    """`blocks`: the value of each 8x8 block in raster order."""
    bw, bh = (width + 7) // 8, (height + 7) // 8
    assert len(blocks) == bw * bh
    dqt = segment(0xDB, b"\x00" + b"\x01" * 64)
    sof = segment(0xC0, struct.pack(">BHHB", 8, height if sof_height is None else sof_height,
                                    width if sof_width is None else sof_width, 1) + bytes([1, 0x11, quant_table]))
    # DC table: categories 0..11, each a 4-bit code 0000..1011. AC table: EOB alone, code '0'.
    dht_dc = segment(0xC4, b"\x00" + bytes([0, 0, 0, 12] + [0] * 12) + bytes(range(12)))
    dht_ac = segment(0xC4, b"\x10" + bytes([1] + [0] * 15) + b"\x00")
    sos = segment(0xDA, bytes([1, 1, 0x00, 0, 63, 0]))
    bits = Bits()
    previous = 0
    for v in blocks:
        dc = 8 * (v - 128)
        diff = dc - previous
        previous = dc
        category = abs(diff).bit_length()
        bits.put(category, 4)
        if category:
            bits.put(diff if diff > 0 else diff + (1 << category) - 1, category)
        bits.put(0, 1)  # EOB
    return b"\xff\xd8" + dqt + sof + dht_dc + dht_ac + sos + bits.flush() + b"\xff\xd9"


def jpeg_cases():
    w, h = 32, 24
    blocks = [(i * 53 + 17) % 256 for i in range(12)]
    good = jpeg(w, h, blocks)
    pixels = []
    for y in range(h):
        for x in range(w):
            pixels.append(blocks[(y // 8) * (w // 8) + x // 8])
    image("jpeg_grey.jpg", good, w, h, 1, 255, pixels, "a valid baseline grey JPEG, flat 8x8 blocks")
    image("jpeg_named_png.png", good, w, h, 1, 255, pixels, "a JPEG named .png: the magic decides")

    sos = good.index(b"\xff\xda")
    error("jpeg_soi_only.jpg", good[:2], UNREADABLE, "the SOI marker alone")
    error("jpeg_truncated_in_header.jpg", good[:sos - 20], UNREADABLE, "cut inside the Huffman tables")
    # A truncated scan has no correct image: it must be refused, not filled in with grey.
    error("jpeg_truncated_in_scan.jpg", good[:sos + 10 + 6], "damaged",
          "cut in the entropy-coded data, after 6 of its bytes: refused, not grey-filled")
    error("jpeg_undefined_quant_table.jpg", jpeg(w, h, blocks, quant_table=3), UNREADABLE,
          "the frame uses quantisation table 3, which is not defined")
    error("jpeg_zero_height.jpg", jpeg(w, h, blocks, sof_height=0), UNREADABLE,
          "SOF height 0 (a DNL marker would be needed)")
    bomb = jpeg(w, h, blocks, sof_width=16384, sof_height=16384)
    error("jpeg_16384x16384_truncated.jpg", bomb, BOMB,
          "%d bytes whose SOF claims exactly kMaxPixels; the scan holds 12 of 4194304 blocks" % len(bomb))
    error("jpeg_65500x65500.jpg", jpeg(w, h, blocks, sof_width=65500, sof_height=65500), "limit",
          "SOF claims 65500x65500 (4.3e9 pixels)")


# ---------------------------------------------------------------------------------------------
# TIFF, written by hand: one IFD of (tag, type, count, value) entries, little- or big-endian.

SHORT, LONG, RATIONAL = 3, 4, 5


def tiff(entries, data, big=False, ifd_at=None, next_ifd=0):
    """A TIFF file: header, `data` at offset 8, then the IFD (entries sorted by tag). An entry's
    value is a list of numbers; values that do not fit in 4 bytes go after the IFD. The strip
    offsets entry may be given as the string 'data' to point at `data`."""
    e = ">" if big else "<"
    ifd = 8 + len(data) if ifd_at is None else ifd_at
    count = len(entries)
    extra_at = ifd + 2 + 12 * count + 4
    extra = b""
    body = struct.pack(e + "H", count)
    for tag, kind, values in sorted(entries):
        if values == "data":
            values = [8]
        size = {SHORT: 2, LONG: 4, RATIONAL: 8}[kind]
        if kind == RATIONAL:
            packed = b"".join(struct.pack(e + "II", n, d) for n, d in values)
        else:
            packed = b"".join(struct.pack(e + ("H" if kind == SHORT else "I"), v) for v in values)
        if len(packed) <= 4:
            body += struct.pack(e + "HHI", tag, kind, len(values)) + packed.ljust(4, b"\0")
        else:
            body += struct.pack(e + "HHII", tag, kind, len(values), extra_at + len(extra))
            extra += packed
    body += struct.pack(e + "I", next_ifd)
    head = (b"MM\0*" if big else b"II*\0") + struct.pack(e + "I", ifd)
    return head + data + body + extra


def strip_tags(width, height, bits, spp, photometric, nbytes, sample_format=1, extra=()):
    return [(256, LONG, [width]), (257, LONG, [height]), (258, SHORT, [bits] * spp), (259, SHORT, [1]),
            (262, SHORT, [photometric]), (273, LONG, "data"), (277, SHORT, [spp]), (278, LONG, [height]),
            (279, LONG, [nbytes]), (339, SHORT, [sample_format] * spp)] + list(extra)


def pack_bits(values, bits):
    """Samples as an MSB-first bit stream, padded to a whole byte."""
    n, acc = 0, 0
    for v in values:
        acc = (acc << bits) | v
        n += bits
    pad = (-n) % 8
    acc <<= pad
    return acc.to_bytes((n + pad) // 8, "big")


def tiff_cases():
    grey = [0, 17, 255, 3, 40, 99]
    image("tiff_8bit_grey.tif", tiff(strip_tags(3, 2, 8, 1, 1, 6), bytes(grey)), 3, 2, 1, 255, grey,
          "8-bit grey, one uncompressed strip")
    v16 = [0, 65535, 4660, 1]
    image("tiff_16bit_big_endian.tif", tiff(strip_tags(2, 2, 16, 1, 1, 8), struct.pack(">4H", *v16), big=True),
          2, 2, 1, 65535, v16, "16-bit grey, big-endian")
    v12 = [0, 4095, 1234]
    image("tiff_12bit.tif", tiff(strip_tags(3, 1, 12, 1, 1, 5), pack_bits(v12, 12)), 3, 1, 1, 4095, v12,
          "12-bit grey, packed")
    image("tiff_1bit_miniswhite.tif", tiff(strip_tags(4, 1, 1, 1, 0, 1), bytes([0b10100000])), 4, 1, 1, 1,
          [0, 1, 0, 1], "1-bit MinIsWhite (1 is black)")
    f32 = [0.5, -2.25, 1000.0, 3.0]
    float_image("tiff_float32.tif", tiff(strip_tags(2, 2, 32, 1, 1, 16, 3), struct.pack("<4f", *f32)), 2, 2, 1,
                f32, "32-bit float grey")
    s16 = [-32768, 5, 32767, -1]
    float_image("tiff_int16_signed.tif", tiff(strip_tags(2, 2, 16, 1, 1, 8, 2), struct.pack("<4h", *s16)), 2, 2, 1,
                s16, "16-bit signed integer: float samples")
    cmap = [0] * 256 * 3
    for i, (r, g, b) in enumerate([(255, 0, 0), (0, 128, 255)]):
        cmap[i], cmap[256 + i], cmap[512 + i] = r * 257, g * 257, b * 257
    image("tiff_palette.tif", tiff(strip_tags(2, 1, 8, 1, 3, 2, extra=[(320, SHORT, cmap)]), bytes([0, 1])),
          2, 1, 3, 255, [255, 0, 0, 0, 128, 255], "8-bit palette: expanded to RGB")
    rgba = [1, 2, 3, 255, 4, 5, 6, 0]
    image("tiff_rgba.tif", tiff(strip_tags(2, 1, 8, 4, 2, 8, extra=[(338, SHORT, [2])]), bytes(rgba)), 2, 1, 4, 255,
          rgba, "RGB with unassociated alpha")
    image("tiff_ifd_loop.tif", tiff(strip_tags(3, 2, 8, 1, 1, 6), bytes(grey), next_ifd=14), 3, 2, 1, 255, grey,
          "the next-IFD pointer points back at the IFD: one page")

    error("tiff_header_only.tif", b"II*\0", "libtiff cannot open it", "the 4-byte header and nothing else")
    error("tiff_ifd_past_end.tif", b"II*\0" + struct.pack("<I", 1 << 30), "libtiff cannot open it",
          "the first IFD is 1 GiB past the end")
    error("tiff_strip_past_end.tif", tiff([t if t[0] != 273 else (273, LONG, [100000]) for t in
                                            strip_tags(3, 2, 8, 1, 1, 6)], bytes(grey)), "strip",
          "the strip lies 100000 bytes in, past the end of the file")
    error("tiff_strip_short.tif", tiff(strip_tags(64, 64, 8, 1, 1, 4096), bytes(100)), "strip",
          "the strip's byte count runs past the end of the file")
    error("tiff_absurd_size.tif", tiff(strip_tags(1 << 20, 1 << 20, 8, 1, 1, 6), bytes(grey)), "limit",
          "1048576x1048576 claimed in 150 bytes")
    error("tiff_bomb.tif", tiff(strip_tags(16384, 16384, 8, 1, 1, 6), bytes(grey)), "corrupt or hostile",
          "exactly kMaxPixels claimed in 150 bytes")
    ccitt = [t if t[0] not in (258, 259) else {258: (258, SHORT, [1]), 259: (259, SHORT, [2])}[t[0]]
             for t in strip_tags(2, 16646146, 1, 1, 1, 64)]
    error("tiff_1bit_ccitt_bomb.tif", tiff(ccitt, bytes(64)), "corrupt or hostile",
          "2x16646146 1-bit CCITT in 64 bytes of strip (4 MB stored, 33 M pixels): found by fuzz_qt_image, "
          "whose decoding took 15 s")
    many = [t if t[0] not in (273, 278, 279) else {273: (273, LONG, [8, 9]), 278: (278, LONG, [1]),
                                                   279: (279, LONG, [1, 1])}[t[0]]
            for t in strip_tags(1, 100000, 8, 1, 1, 2)]
    error("tiff_100000_strips.tif", tiff(many, bytes(2)), "100000 strips",
          "one row a strip for 100000 rows, two offsets given: more strips than bytes in the file")
    error("tiff_zero_width.tif", tiff(strip_tags(0, 2, 8, 1, 1, 6), bytes(grey)), "libtiff cannot open it",
          "width 0")
    error("tiff_7bit_signed.tif", tiff(strip_tags(3, 2, 7, 1, 1, 6, 2), bytes(grey)), "7-bit signed integer",
          "7-bit signed samples")


# ---------------------------------------------------------------------------------------------
# FITS, written by hand: 80-character cards in 2880-byte blocks, big-endian data.

def fits(cards, data=b""):
    header = b"".join(c.encode("ascii").ljust(80) for c in cards + ["END"])
    header = header.ljust((len(header) + 2879) // 2880 * 2880, b" ")
    return header + data.ljust((len(data) + 2879) // 2880 * 2880, b"\0") if data else header


def fits_cards(bitpix, axes, extra=()):
    cards = ["SIMPLE  =                    T", "BITPIX  = %20d" % bitpix, "NAXIS   = %20d" % len(axes)]
    cards += ["NAXIS%d  = %20d" % (i + 1, n) for i, n in enumerate(axes)]
    return cards + list(extra)


def fits_cases():
    f = [1.0, float("nan"), 3.0, 5.0]
    float_image("fits_float_nan.fits", fits(fits_cards(-32, [2, 2]), struct.pack(">4f", *f)), 2, 2, 1,
                [1.0, 3.0, 3.0, 5.0], "BITPIX -32 with a NaN: set to the mean of the rest")
    u16 = [0, 65535, 32768, 7]
    image("fits_uint16.fits", fits(fits_cards(16, [2, 2], ["BZERO   =                32768", "BSCALE  =                    1"]),
                                   struct.pack(">4h", *[v - 32768 for v in u16])), 2, 2, 1, 65535, u16,
          "BITPIX 16 with BZERO 32768: unsigned 16-bit")
    s16 = [-3, 4, 100, -100]
    float_image("fits_int16_scaled.fits", fits(fits_cards(16, [2, 2], ["BSCALE  =                  0.5"]),
                                                struct.pack(">4h", *s16)), 2, 2, 1, [v * 0.5 for v in s16],
                "BITPIX 16 with BSCALE 0.5: float samples")
    image("fits_uint8_rgb.fits", fits(fits_cards(8, [1, 1, 3]), bytes([10, 20, 30])), 1, 1, 3, 255, [10, 20, 30],
          "BITPIX 8 with a third axis of 3: RGB")
    f64 = [0.25, -1e3]
    float_image("fits_float64_extension.fits",
                fits(["SIMPLE  =                    T", "BITPIX  =                    8", "NAXIS   =                    0",
                      "EXTEND  =                    T"]) +
                fits(["XTENSION= 'IMAGE   '", "BITPIX  =                  -64", "NAXIS   =                    2",
                      "NAXIS1  =                    2", "NAXIS2  =                    1", "PCOUNT  =                    0",
                      "GCOUNT  =                    1"], struct.pack(">2d", *f64)), 2, 1, 1, f64,
                "an empty primary HDU, then a BITPIX -64 image extension")
    error("fits_truncated.fits", fits(fits_cards(16, [100, 100])), "truncated",
          "the header promises 20000 bytes of data; none follow")
    error("fits_no_end.fits", b"".join(c.encode().ljust(80) for c in fits_cards(8, [2, 2])).ljust(2880) + bytes(2880),
          "END keyword", "no END card")
    error("fits_bitpix_7.fits", fits(fits_cards(7, [2, 2]), bytes(4)), "BITPIX", "BITPIX 7")
    error("fits_huge.fits", fits(fits_cards(8, [1 << 20, 1 << 20])), "limit", "2^40 pixels claimed in 2880 bytes")
    error("fits_no_image.fits", fits(fits_cards(8, [])), "no image", "a primary HDU with NAXIS 0 and nothing else")


def other_cases():
    error("junk.bin", bytes((i * 37 + 11) & 0xFF for i in range(256)), UNSUPPORTED, "256 bytes of junk")
    error("text.pgm", b"This is not an image, whatever its name says.\n", UNSUPPORTED,
          "a line of text named .pgm")
    error("single_p.pgm", b"P", UNSUPPORTED, "the single byte 'P'")
    error("p8_magic.pgm", b"P8\n1 1\n255\nA", UNSUPPORTED, "'P8': no Netpbm variant")
    pgm = binary(b"P5", 3, 1, 255, [10, 20, 30])
    image("pgm_named_png.png", pgm, 3, 1, 1, 255, [10, 20, 30], "a PGM named .png: the magic decides")
    image("ppm_named_jpg.jpg", binary(b"P6", 1, 1, 255, [1, 2, 3]), 1, 1, 3, 255, [1, 2, 3],
          "a PPM named .jpg: the magic decides")


def main():
    netpbm_cases()
    png_cases()
    jpeg_cases()
    tiff_cases()
    fits_cases()
    other_cases()

    names = [c[0] for c in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    for name, _, _, detail, description in cases:
        assert "\t" not in detail and "\n" not in detail and "\t" not in description, name

    os.makedirs(FILES, exist_ok=True)
    for old in os.listdir(FILES):
        if old not in names:
            os.remove(os.path.join(FILES, old))
    for name, data, _, _, _ in cases:
        with open(os.path.join(FILES, name), "wb") as f:
            f.write(data)

    with open(EXPECTED, "w", newline="\n") as f:
        f.write("# Hostile-file corpus: the expected outcome of loading each file in files/.\n")
        f.write("# Generated by make_corpus.py; do not edit by hand.\n")
        f.write("# file<TAB>outcome<TAB>detail<TAB>description\n")
        f.write("#   outcome 'error': loading throws, and the message contains `detail`.\n")
        f.write("#   outcome 'image': loading gives WIDTHxHEIGHT channels=C maxval=M sum=S, where S is\n")
        f.write("#   the sum of all samples, computed by make_corpus.py from the pixels it wrote; a float\n")
        f.write("#   image gives WIDTHxHEIGHT channels=C float sum=S (%.10g of the sum of its values).\n")
        f.write("#   The description (fourth column) is for people; the test ignores it.\n")
        for name, _, outcome, detail, description in cases:
            f.write("%s\t%s\t%s\t%s\n" % (name, outcome, detail, description))
    print("%d cases (%d error, %d image) written to %s" % (
        len(cases), sum(c[2] == "error" for c in cases), sum(c[2] == "image" for c in cases), FILES))


if __name__ == "__main__":
    sys.exit(main())
