enum first { b };
enum second { z = 4, b = (1 << 2), };
