int before;
static struct s1 { int a; } x1 = { 1 };
extern struct s2 { int a; } *x2;
const struct s3 { int a; } x3;
static const struct s4 { int a; } x4;
typedef struct s7 { int a; } t7;
int after;
