
#define TWICE(v) ((v) * 2)
int k;
