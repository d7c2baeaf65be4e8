#define POISON_FREE 0x6b
