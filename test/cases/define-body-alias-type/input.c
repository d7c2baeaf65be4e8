struct reg { const char *name; int off; };

#ifdef WIDE
static const struct reg wide_regs[] = {
	{ "a", 0 },
	{ "b", 8 },
};
#define reg_table wide_regs
#else
static const struct reg narrow_regs[] = {
	{ "a", 0 },
};
#define reg_table narrow_regs
#endif

static int *cursor;
#define cur (cursor)
#define LATE late_regs

#define MAX_REGS ((sizeof(reg_table) / sizeof(reg_table[0])) - 1)
#define CUR_COUNT (sizeof(cur) / sizeof(cur[0]))
#define LATE_COUNT (sizeof(LATE) / sizeof(LATE[0]))

static const struct reg late_regs[4];

const char *reg_name(unsigned int n)
{
	return n < MAX_REGS + CUR_COUNT + LATE_COUNT ? reg_table[n].name : 0;
}
