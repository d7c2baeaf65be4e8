#define CHECK(dev) (!(dev)->flags & 0x2)

struct d { int flags; };
