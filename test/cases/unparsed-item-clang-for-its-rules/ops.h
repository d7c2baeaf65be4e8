struct ops {
	int (*suspend)(void);
	int (*resume)(char *);
	int (*idle)(void);
	unsigned long n;
};
#define SET_SLEEP_OPS(s, r) .suspend = s, .resume = r,
#define SET_IDLE_OPS(i) .idle = i,
