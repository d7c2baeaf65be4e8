#define BQ27XXX_DATA(ref, key, opt) { .opts = (key), }

static struct {
	int opts;
} bq27xxx_chip_data[] = {
	[BQ27000] = BQ27XXX_DATA(bq27000, 0, 0),
	[BQ27010] = BQ27XXX_DATA(bq27010, 0, 0),
	[BQ2750X] = BQ27XXX_DATA(bq2750x, 0, 0),
};
