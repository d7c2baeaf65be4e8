int before;
static struct s1 { int a; } x1 = { 1 };
extern struct s2 { int a; } *x2;
typedef struct s7 { int a; } t7;
int after;
