#define N 8
static int a1[N] = { 1, 1 };
int a2[N] = { 1, 1 };
static int a3[N];
int a4[N] = { 1 }, a5[N];
int *p1 = 0;
void g(void) { f(p1); }
