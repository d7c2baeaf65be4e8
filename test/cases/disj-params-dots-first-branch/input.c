int f(int x);
static int g(int x, char *p);
