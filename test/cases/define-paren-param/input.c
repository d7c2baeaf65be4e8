#define SHIFT(v, n)   (v << n)
#define MASK(v)       (v & 0xff)
#define SUM(a, b)     (a + (b))
