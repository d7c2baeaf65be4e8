#define N 6
