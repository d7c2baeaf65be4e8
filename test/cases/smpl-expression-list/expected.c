struct device;
const char *dev_name(struct device *);
void old_log(struct device *, ...);
void new_log(const char *, ...);

void report(struct device *d, int code, const char *why)
{
	new_log(dev_name(d), "failed: %d (%s)\n",
		code, /* the reason */ why);
	new_log(dev_name(d));
}
