int before;
static struct s6 { int a; } renamed, renamed;
struct s9 { int a; } renamed, *y9, renamed;
int after;
