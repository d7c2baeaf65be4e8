void prepare(int);
void stop(int);
void start(int);

void cycle(int dev)
{
	prepare(dev);
	stop(dev); // then start it
}
