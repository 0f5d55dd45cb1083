"""The physical feel of cards: each card body is pulled to its layout slot by a critically damped
spring; a dragged card hangs from the cursor on a pivot joint and tilts with its velocity.
Fixed 120 Hz steps, decoupled from the frame rate. pymunk moves cards; it never decides a rule."""
from __future__ import annotations

import math

import pymunk

STEP = 1 / 120
MASS = 1.0
STIFFNESS = 520.0
DAMPING = 2 * math.sqrt(STIFFNESS * MASS)  # critical: settles without overshoot or jitter
REST_DISTANCE = 0.05   # a card this near its slot and this slow is put on it and no longer simulated
REST_SPEED = 2.0
ANGLE_SNAP = 1e-4      # degrees


class CardBody:
    """A card's body on its spring. It is in the space only while it moves: a card at rest on its slot feels
    no force, so leaving it out changes nothing but the cost of each step (a Commander table holds hundreds)."""
    __slots__ = ("body", "anchor", "spring", "angle", "target_angle", "in_space", "x", "y")

    def __init__(self, x: float, y: float) -> None:
        self.body = pymunk.Body(MASS, float("inf"))  # rotation is ours (tilt), not the solver's
        self.body.position = (x, y)
        self.anchor = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.anchor.position = (x, y)
        self.spring = pymunk.DampedSpring(self.anchor, self.body, (0, 0), (0, 0), 0.0, STIFFNESS, 0.0)
        self.angle = 0.0
        self.target_angle = 0.0
        self.in_space = False
        self.x, self.y = x, y          # where it lies while out of the space (read every frame: no Vec2d made)


class TablePhysics:
    def __init__(self, *, reduced_motion: bool = False) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0, 0)
        # air drag on every card, the same in every direction (a spring's own damping acts only along the
        # spring, so a card flung sideways past its slot would circle it for ever): the solver's damping, a
        # fraction of the velocity kept per second, is exactly that, without a Python call per body and step
        self.space.damping = math.exp(-DAMPING / MASS)
        self.cards: dict[int, CardBody] = {}
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self.joint: pymunk.PivotJoint | None = None
        self.dragged: int | None = None
        self.acc = 0.0
        self.reduced_motion = reduced_motion
        self.moving: set[int] = set()   # cards not yet at rest on their slot: a table at rest costs no steps
        self.turning: set[int] = set()  # cards not yet square to their slot's angle
        self.touched: set[int] = set()  # cards whose place may have changed since the table last read them

    def add(self, iid: int, x: float, y: float) -> None:
        if iid not in self.cards:
            self.cards[iid] = CardBody(x, y)

    def _wake(self, iid: int) -> None:
        cb = self.cards[iid]
        if not cb.in_space:
            self.space.add(cb.body, cb.anchor, cb.spring)
            cb.in_space = True
        self.moving.add(iid)

    def _sleep(self, iid: int) -> None:
        self.touched.add(iid)
        cb = self.cards[iid]
        at = cb.body.position
        cb.x, cb.y = at.x, at.y
        if cb.in_space:
            self.space.remove(cb.body, cb.anchor, cb.spring)
            cb.in_space = False
        self.moving.discard(iid)

    def set_target(self, iid: int, x: float, y: float, angle: float = 0.0, *, snap: bool = False) -> None:
        self.touched.add(iid)
        cb = self.cards[iid]
        cb.anchor.position = (x, y)
        cb.target_angle = angle
        self.turning.add(iid)
        if snap or self.reduced_motion:
            cb.body.position = (x, y)
            cb.body.velocity = (0, 0)
            cb.angle = angle
            cb.x, cb.y = x, y
        elif cb.body.position != cb.anchor.position:
            self._wake(iid)

    def position(self, iid: int) -> tuple[float, float, float]:
        cb = self.cards[iid]
        if not cb.in_space:
            return cb.x, cb.y, cb.angle
        at = cb.body.position
        return at.x, at.y, cb.angle

    def at_rest(self, iid: int) -> bool:
        """On its slot, still and square to it: it will not move until something moves it."""
        cb = self.cards[iid]
        return iid not in self.moving and iid != self.dragged and cb.angle == cb.target_angle

    def settled(self, iid: int, tolerance: float = 1.5) -> bool:
        cb = self.cards[iid]
        return (cb.body.position - cb.anchor.position).length < tolerance and cb.body.velocity.length < 20

    def grab(self, iid: int, x: float, y: float) -> None:
        self.release()
        self.touched.add(iid)
        cb = self.cards[iid]
        self._wake(iid)
        self.mouse.position = (x, y)
        local = cb.body.world_to_local((x, y))
        self.joint = pymunk.PivotJoint(self.mouse, cb.body, (0, 0), local)
        self.joint.max_force = 60000
        self.joint.error_bias = (1 - 0.35) ** 60
        self.space.add(self.joint)
        cb.spring.stiffness = 0.0   # the hand holds it now, not its slot
        self.dragged = iid

    def move_mouse(self, x: float, y: float) -> None:
        self.mouse.position = (x, y)

    def release(self) -> None:
        if self.joint is not None:
            self.space.remove(self.joint)
            self.joint = None
        if self.dragged is not None:
            self.touched.add(self.dragged)
            self.turning.add(self.dragged)      # it tilted in the hand: it turns back square
            cb = self.cards[self.dragged]
            cb.spring.stiffness = STIFFNESS
            if self.reduced_motion:     # let go, it jumps back to its place instead of springing there
                cb.body.position = cb.anchor.position
                cb.body.velocity = (0, 0)
                cb.angle = cb.target_angle
                cb.x, cb.y = cb.body.position
            else:
                self._wake(self.dragged)
        self.dragged = None

    def nudge(self, iid: int, dx: float, dy: float) -> None:
        """A kick (an attacker's lunge, a hit): the spring brings it back."""
        self.cards[iid].body.velocity += (dx, dy)
        self._wake(iid)

    def _come_to_rest(self) -> None:
        for iid in list(self.moving):
            cb = self.cards[iid]
            if iid == self.dragged:
                continue
            at, to, v = cb.body.position, cb.anchor.position, cb.body.velocity
            if math.hypot(at.x - to.x, at.y - to.y) < REST_DISTANCE and math.hypot(v.x, v.y) < REST_SPEED:
                cb.body.position = cb.anchor.position
                cb.body.velocity = (0, 0)
                self._sleep(iid)

    def step(self, dt: float) -> None:
        self.acc += min(dt, 0.1)
        while self.acc >= STEP:
            if self.moving:
                self.space.step(STEP)
                self._come_to_rest()
            self.acc -= STEP
        k = min(1.0, dt * 14)
        if self.dragged is not None:
            self.turning.add(self.dragged)
        for iid in list(self.turning):      # only the cards turning: hundreds lie square on a Commander table
            cb = self.cards[iid]
            want = cb.target_angle
            if iid == self.dragged and not self.reduced_motion:
                want += max(-18.0, min(18.0, -cb.body.velocity.x * 0.02))  # tilt with the swing
            elif cb.angle == want:
                self.turning.discard(iid)
                continue
            self.touched.add(iid)
            turn = want - cb.angle
            # the easing only nears the angle: this close (far under the half degree a card is drawn to) it is there
            cb.angle = want if abs(turn) < ANGLE_SNAP else cb.angle + turn * k

    def changed(self) -> set[int]:
        """The cards whose place may have changed since this was last asked: moved, moving, held or turning."""
        out = self.touched | self.moving
        if self.dragged is not None:
            out.add(self.dragged)
        self.touched = set()
        return out
