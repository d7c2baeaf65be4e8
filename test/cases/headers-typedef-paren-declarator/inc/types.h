typedef int s32;
typedef s32 (hashfn_t)(const void *key, s32 seed);
