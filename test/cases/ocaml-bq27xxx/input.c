typedef unsigned char u8;
typedef unsigned int u32;

struct bq27xxx_dm_reg {
	u8 subclass_id;
	u8 offset;
};

enum power_supply_property {
	POWER_SUPPLY_PROP_STATUS,
	POWER_SUPPLY_PROP_PRESENT,
	POWER_SUPPLY_PROP_VOLTAGE_NOW,
};

enum { REG_CTRL, REG_TEMP, REG_MAX };

static u8
	chip_a_regs[REG_MAX] = {
		[REG_CTRL] = 0x00,
		[REG_TEMP] = 0x06,
	},
	chip_b_regs[REG_MAX] = {
		[REG_CTRL] = 0x00,
		[REG_TEMP] = 0x06,
	},
	chip_c_regs[REG_MAX] = {
		[REG_TEMP] = 0x06,
		[REG_CTRL] = 0x00,
	};

static enum power_supply_property chip_a_props[] = {
	POWER_SUPPLY_PROP_STATUS,
	POWER_SUPPLY_PROP_PRESENT,
};

static enum power_supply_property chip_b_props[] = {
	POWER_SUPPLY_PROP_STATUS,
	POWER_SUPPLY_PROP_PRESENT,
};

static enum power_supply_property chip_c_props[] = {
	POWER_SUPPLY_PROP_VOLTAGE_NOW,
};

static struct bq27xxx_dm_reg chip_a_dm_regs[] = {
	{ 82, 10 },
};

static struct bq27xxx_dm_reg chip_b_dm_regs[] = {
	{ 82, 12 },
};

static struct bq27xxx_dm_reg chip_c_dm_regs[] = {
	{ 82, 10 },
};

#define BQ27XXX_DATA(ref, key, opt) {		\
	.opts = (opt),				\
	.regs = ref##_regs,			\
	.dm_regs = ref##_dm_regs,		\
	.props = ref##_props }

enum { CHIP_A, CHIP_B, CHIP_C };

static struct {
	u32 opts;
	u8 *regs;
	struct bq27xxx_dm_reg *dm_regs;
	enum power_supply_property *props;
} chip_data[] = {
	[CHIP_A] = BQ27XXX_DATA(chip_a, 0, 0),
	[CHIP_B] = BQ27XXX_DATA(chip_b, 0, 1),
};

u8 *chip_regs(int i)
{
	return chip_data[i].regs;
}
