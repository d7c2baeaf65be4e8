typedef int count_t;
typedef unsigned long word_t;
typedef int pair_t[2];
long total = 0;
