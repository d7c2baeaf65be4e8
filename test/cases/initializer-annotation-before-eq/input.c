#define __initdata __attribute__((section(".init.data")))
struct foo { int a; int b; };
static struct foo z __initdata = { .a = 1, .b = 2, .a = 3 };
static struct foo __initdata w = { .b = 1, .b = 2 };
struct foo v = { .a = 3, .a = 4 };
