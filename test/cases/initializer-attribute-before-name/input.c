struct ops { int a; int b; };
struct ops __attribute__((unused)) o3 = { .a = 1, .a = 2 };
static struct ops o4 __attribute__((unused)) = { .b = 1, .b = 2 };
