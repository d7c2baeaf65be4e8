enum first { a, b };
enum second { z = 4, a, b = (1 << 2), };
