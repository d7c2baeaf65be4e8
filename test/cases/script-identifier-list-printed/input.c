#define ADD(a,b,  c) ((a)+(b)+c)
#define LOG(fmt,...) printf(fmt, __VA_ARGS__)
#define ONE(x) x
