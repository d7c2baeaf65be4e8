int before;
static struct s6 { int a; } x6, y6;
struct s10 { int a; } x10, y10, z10;
int after;
