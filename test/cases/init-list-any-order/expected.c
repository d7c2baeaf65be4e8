struct ops {
	int name;
	void (*close)(int);
	void (*open)(int);
	void (*release)(int);
	int owner;
	int flags;
};

void start(int);
void begin(int);
void dev_open(int i);
void dev_close(int i);

struct ops o = {
	.flags = 2,
	.release = dev_close,
	.name = 3,
	.owner = 1,
	.open = dev_open,
	.owner = 0
};

void dev_open(int i)
{
	begin(1);
}

void dev_close(int i)
{
	start(1);
}
