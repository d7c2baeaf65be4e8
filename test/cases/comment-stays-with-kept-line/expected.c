void prepare(int);
void stop(int);
void start(int);

void cycle(int dev)
{
	stop(dev); // then start it
	start(dev);
}
