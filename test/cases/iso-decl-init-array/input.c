#define N 8
static int a1[N] = { 1, 1 };
int a2[N] = { 1, 1 };
static int a3[N];
int a4[N] = { 1 }, a5[N];
int *p1 = 0;
void g(void) { f(a1); f(a2); f(a3); f(a4); f(a5); f(p1); }
