struct entry { int kind; int size; };

static int early[4];
static struct entry table[] = {
	{ 1, 2 },
	{ 3, 4 },
};
static int *ptr;

#define EARLY_COUNT (sizeof(early) / sizeof(early[0]))
#define TABLE_ENTRIES \
	(sizeof (table) / sizeof (struct entry))
#define SIZE_OF(table) (sizeof(table) / sizeof(struct entry))
#define NOT_ARRAY (sizeof(ptr) / sizeof(*ptr))
#define LATER_COUNT (sizeof(later) / sizeof(later[0]))

static int later[4];

int total(void)
{
	return EARLY_COUNT + TABLE_ENTRIES + LATER_COUNT + NOT_ARRAY;
}
