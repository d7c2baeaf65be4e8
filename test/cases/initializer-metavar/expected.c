static const int a[] = { 1, 2, 3 };
static const int b[] = { [0] = 4 };
static long c[] = { 5 };
