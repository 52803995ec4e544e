"""How a picture looks to a deuteranope, and in greyscale: for the tests and for looking at PNGs.

    python tests/colour_vision.py board.png [out.png]     # writes the deuteranopia simulation

The simulation is Machado, Oliveira and Fernandes (2009), severity 1.0, applied in
linear RGB; greyscale is the relative luminance (ITU-R BT.709). Colour differences are
CIE76 distances in CIELAB.
"""
from __future__ import annotations

import sys

import numpy as np

#: Machado et al. 2009, deuteranopia at severity 1.0 (linear RGB).
DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968],
                         [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])


def to_linear(srgb: np.ndarray) -> np.ndarray:
    """sRGB values in 0..1 to linear light."""
    srgb = np.asarray(srgb, float)
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def to_srgb(linear: np.ndarray) -> np.ndarray:
    linear = np.clip(linear, 0.0, 1.0)
    return np.where(linear <= 0.0031308, linear * 12.92, 1.055 * linear ** (1 / 2.4) - 0.055)


def deuteranopia(srgb: np.ndarray) -> np.ndarray:
    """sRGB colours (..., 3) in 0..1 as a deuteranope sees them (sRGB, 0..1)."""
    return to_srgb(to_linear(srgb) @ DEUTERANOPIA.T)


def luminance(srgb: np.ndarray) -> np.ndarray:
    """Relative luminance (0 black .. 1 white) of sRGB colours in 0..1."""
    return to_linear(srgb) @ np.array([0.2126, 0.7152, 0.0722])


def lab(srgb: np.ndarray) -> np.ndarray:
    """CIELAB (D65) of sRGB colours in 0..1."""
    xyz = to_linear(srgb) @ np.array([[0.4124, 0.3576, 0.1805],
                                      [0.2126, 0.7152, 0.0722],
                                      [0.0193, 0.1192, 0.9505]]).T
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def delta_e(a, b) -> float:
    """CIE76 distance between two sRGB colours (0..1)."""
    return float(np.linalg.norm(lab(np.asarray(a, float)) - lab(np.asarray(b, float))))


def simulate_png(source: str, target: str) -> None:
    """Write the deuteranopia simulation of the PNG ``source`` to ``target``."""
    from matplotlib.image import imread, imsave
    pixels = imread(source)
    rgb = deuteranopia(pixels[..., :3])
    imsave(target, np.concatenate([rgb, pixels[..., 3:]], axis=-1) if pixels.shape[-1] == 4 else rgb)


if __name__ == "__main__":
    source = sys.argv[1]
    simulate_png(source, sys.argv[2] if len(sys.argv) > 2 else source.replace(".png", "-deuteranopia.png"))
