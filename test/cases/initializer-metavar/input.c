static int a[] = { 1, 2, 3 };
static int b[] = { [0] = 4 };
static long c[] = { 5 };
