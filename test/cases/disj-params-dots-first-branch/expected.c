int f(int x, int q);
static int g(int x, char *p, int q);
