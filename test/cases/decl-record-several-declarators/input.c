int before;
static struct s6 { int a; } x6, y6;
struct s9 { int a; } x9, *y9, z9;
int after;
