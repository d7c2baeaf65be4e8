typedef int (*cb)(int);
typedef int u;
