/**
 * The parts of Phaser the game uses (phaser/src/phaser-core.js, plus the containers, zones, arcs
 * and rectangles the scenes add, and the geometry rectangle), built from Phaser's own sources:
 * the published bundle carries physics, tilemaps, particles, video, meshes and the rest, about
 * 125 KB gzipped more of the first load. `phaser` resolves here in the web build only
 * (desktop/vite/phaser-build.ts); the types are still Phaser's. A scene that needs another kind
 * of object adds its class and its factory below.
 */
require('phaser/src/polyfills/requestVideoFrame');

var CONST = require('phaser/src/const');
var Extend = require('phaser/src/utils/object/Extend');

/**
 * Alternative Phaser entry-point for a Core build only.
 * See phaser.js for the JSDocs entry point.
 */

var Phaser = {

    Animations: require('phaser/src/animations'),
    BlendModes: require('phaser/src/renderer/BlendModes'),
    Cache: require('phaser/src/cache'),
    Cameras: { Scene2D: require('phaser/src/cameras/2d') },
    Core: require('phaser/src/core'),
    Class: require('phaser/src/utils/Class'),
    Data: require('phaser/src/data'),
    Display: { Masks: require('phaser/src/display/mask') },
    DOM: require('phaser/src/dom'),
    Events: require('phaser/src/events'),
    Filters: require('phaser/src/filters'),
    Game: require('phaser/src/core/Game'),
    GameObjects: {
        DisplayList: require('phaser/src/gameobjects/DisplayList'),
        GameObjectCreator: require('phaser/src/gameobjects/GameObjectCreator'),
        GameObjectFactory: require('phaser/src/gameobjects/GameObjectFactory'),
        UpdateList: require('phaser/src/gameobjects/UpdateList'),
        Components: require('phaser/src/gameobjects/components'),
        BuildGameObject: require('phaser/src/gameobjects/BuildGameObject'),
        BuildGameObjectAnimation: require('phaser/src/gameobjects/BuildGameObjectAnimation'),
        GameObject: require('phaser/src/gameobjects/GameObject'),
        Graphics: require('phaser/src/gameobjects/graphics/Graphics'),
        Image: require('phaser/src/gameobjects/image/Image'),
        Layer: require('phaser/src/gameobjects/layer/Layer'),
        Sprite: require('phaser/src/gameobjects/sprite/Sprite'),
        Text: require('phaser/src/gameobjects/text/Text'),
        Container: require('phaser/src/gameobjects/container/Container'),
        Zone: require('phaser/src/gameobjects/zone/Zone'),
        Shape: require('phaser/src/gameobjects/shape/Shape'),
        Arc: require('phaser/src/gameobjects/shape/arc/Arc'),
        Rectangle: require('phaser/src/gameobjects/shape/rectangle/Rectangle'),
        Factories: {
            Graphics: require('phaser/src/gameobjects/graphics/GraphicsFactory'),
            Image: require('phaser/src/gameobjects/image/ImageFactory'),
            Layer: require('phaser/src/gameobjects/layer/LayerFactory'),
            Sprite: require('phaser/src/gameobjects/sprite/SpriteFactory'),
            Text: require('phaser/src/gameobjects/text/TextFactory'),
            Container: require('phaser/src/gameobjects/container/ContainerFactory'),
            Zone: require('phaser/src/gameobjects/zone/ZoneFactory'),
            Arc: require('phaser/src/gameobjects/shape/arc/ArcFactory'),
            Rectangle: require('phaser/src/gameobjects/shape/rectangle/RectangleFactory')
        },
        Creators: {
            Graphics: require('phaser/src/gameobjects/graphics/GraphicsCreator'),
            Image: require('phaser/src/gameobjects/image/ImageCreator'),
            Layer: require('phaser/src/gameobjects/layer/LayerCreator'),
            Sprite: require('phaser/src/gameobjects/sprite/SpriteCreator'),
            Text: require('phaser/src/gameobjects/text/TextCreator')
        }
    },
    Input: require('phaser/src/input'),
    Loader: {
        FileTypes: {
            AnimationJSONFile: require('phaser/src/loader/filetypes/AnimationJSONFile'),
            AtlasJSONFile: require('phaser/src/loader/filetypes/AtlasJSONFile'),
            AudioFile: require('phaser/src/loader/filetypes/AudioFile'),
            AudioSpriteFile: require('phaser/src/loader/filetypes/AudioSpriteFile'),
            HTML5AudioFile: require('phaser/src/loader/filetypes/HTML5AudioFile'),
            ImageFile: require('phaser/src/loader/filetypes/ImageFile'),
            JSONFile: require('phaser/src/loader/filetypes/JSONFile'),
            MultiAtlasFile: require('phaser/src/loader/filetypes/MultiAtlasFile'),
            PluginFile: require('phaser/src/loader/filetypes/PluginFile'),
            ScriptFile: require('phaser/src/loader/filetypes/ScriptFile'),
            SpriteSheetFile: require('phaser/src/loader/filetypes/SpriteSheetFile'),
            TextFile: require('phaser/src/loader/filetypes/TextFile'),
            XMLFile: require('phaser/src/loader/filetypes/XMLFile')
        },
        File: require('phaser/src/loader/File'),
        FileTypesManager: require('phaser/src/loader/FileTypesManager'),
        GetURL: require('phaser/src/loader/GetURL'),
        LoaderPlugin: require('phaser/src/loader/LoaderPlugin'),
        MergeXHRSettings: require('phaser/src/loader/MergeXHRSettings'),
        MultiFile: require('phaser/src/loader/MultiFile'),
        XHRLoader: require('phaser/src/loader/XHRLoader'),
        XHRSettings: require('phaser/src/loader/XHRSettings')
    },
    Geom: { Rectangle: require('phaser/src/geom/rectangle/Rectangle') },
    Math: {
        Between: require('phaser/src/math/Between'),
        DegToRad: require('phaser/src/math/DegToRad'),
        FloatBetween: require('phaser/src/math/FloatBetween'),
        RadToDeg: require('phaser/src/math/RadToDeg'),
        Vector2: require('phaser/src/math/Vector2')
    },
    Plugins: require('phaser/src/plugins'),
    Renderer: require('phaser/src/renderer'),
    Scale: require('phaser/src/scale'),
    ScaleModes: require('phaser/src/renderer/ScaleModes'),
    Scene: require('phaser/src/scene/Scene'),
    Scenes: require('phaser/src/scene'),
    Structs: require('phaser/src/structs'),
    Textures: require('phaser/src/textures'),
    Time: require('phaser/src/time'),
    TintModes: require('phaser/src/renderer/TintModes'),
    Tweens: require('phaser/src/tweens')
};

//  Sound (phaser-core.js adds it behind its build flag; the game always has it).
Phaser.Sound = require('phaser/src/sound');

//   Merge in the consts

Phaser = Extend(false, Phaser, CONST);

//  Export it

module.exports = Phaser;


