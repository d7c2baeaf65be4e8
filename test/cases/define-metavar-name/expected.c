#define CHECKED(x) check(((x) + (x)))
#define ZERO 0
