#define DOUBLE(x) ((x) + (x))
#define ZERO 0
